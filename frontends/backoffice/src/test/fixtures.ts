// Test doubles of the back-office specs (never imported by application code).
import {
  API,
  ItemState,
  OrganisationKind,
  PublicationStatus,
  QuantityUnit,
  RequestType,
  Role,
  SwapType,
  Visibility,
  withLocale,
  type CategoryNode,
  type CurrentUser,
  type ListingView,
  type ServiceRef,
} from '@troc/shared';
import { configure } from '@testing-library/react';
import { mockFetch, resetApi, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';

// Role queries otherwise ask jsdom for the computed style of every ancestor, through every
// rule antd injects: seconds per query. The specs scope their queries instead.
configure({ defaultHidden: true });

export const services: ServiceRef[] = [
  {
    id: 1,
    name: 'Direction générale',
    internalCode: 'DG',
    altInternalCode: null,
    prefix: null,
    hierarchy: '/1/',
    nbChildren: 1,
  },
  {
    id: 3,
    name: 'Magasin central',
    internalCode: 'MAG',
    altInternalCode: null,
    prefix: null,
    hierarchy: '/1/3/',
    nbChildren: 0,
  },
];

export function currentUser(roles: Role[] = [Role.User]): CurrentUser {
  return {
    id: 4,
    slug: 'julien-roux',
    email: 'julien.roux@chu.test',
    firstname: 'Julien',
    lastname: 'Roux',
    roles,
    emailValidated: true,
    termsAccepted: true,
    organisation: { id: 1, name: 'CHU de Bordeaux', kind: OrganisationKind.PublicService },
    service: services[1]!,
    postalCode: '33000',
    city: 'Bordeaux',
    registrationNote: 'Magasinier',
  };
}

const node = (id: number, name: string, parentId: number | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  parentId,
  documentField: id === 3,
  children,
});

export const categoryTree: CategoryNode[] = [
  node(1, 'Mobilier', null, [node(101, 'Bureaux', 1), node(102, 'Sièges et fauteuils', 1)]),
  node(3, 'Matériel médical', null, [node(301, 'Lits et brancards', 3)]),
  node(4, 'Pharmacie et parapharmacie', null, [node(401, 'Médicaments', 4)]),
  node(9, 'Divers', null),
];

export function listingView(overrides: Partial<ListingView> = {}): ListingView {
  return {
    slug: 'fauteuil',
    id: 12,
    name: 'Fauteuil de bureau',
    description: 'Fauteuil à roulettes, très bon état.',
    thumbnail: null,
    categoryHierarchy: [
      { name: 'Mobilier', slug: 'mobilier' },
      { name: 'Sièges et fauteuils', slug: 'sieges' },
    ],
    requestType: RequestType.Offer,
    swapType: SwapType.Don,
    publicSwapType: SwapType.Don,
    itemPriceType: null,
    itemCurrentPriceInEuros: null,
    itemPriceDifferenceInPercent: null,
    itemRemainingQuantity: 4,
    unit: QuantityUnit.Unit,
    itemState: ItemState.VeryGood,
    location: { postal: '33000', cityName: 'Bordeaux', distance: null },
    distance: null,
    availabilityDisplayDates: 'Du 01/12/2026 au 01/03/2027',
    publicationDisplayDate: 'Pas encore publiée',
    user: { firstname: 'Julien', lastname: 'Roux' },
    organisation: 'CHU de Bordeaux',
    operation: null,
    publicationStatus: PublicationStatus.Draft,
    rejected: false,
    publishable: true,
    viewTotal: 7,
    manager: { slug: 'julien-roux', firstname: 'Julien', lastname: 'Roux', readable: true, avatar: null },
    service: { id: 3, name: 'Magasin central' },
    visibility: [Visibility.Internal],
    availabilityStartDate: '2026-12-01',
    availabilityEndDate: '2027-03-01',
    itemTotalQuantity: 4,
    actions: ['publish', 'delete'],
    editable: true,
    trackable: false,
    trocReference: 'TR-000012',
    category: 102,
    itemCurrentPrice: null,
    rawItemCurrentPrice: null,
    rawItemPurchasePrice: null,
    totalPriceInEuros: null,
    itemMinQuantity: 1,
    itemMaxQuantity: null,
    itemRequestQuantity: null,
    itemNewQuantity: null,
    itemWeight: 12000,
    itemWeightInKg: 12,
    itemVolume: null,
    itemHeight: null,
    itemWidth: null,
    itemLength: null,
    taxonomy: null,
    brand: null,
    expiryDate: null,
    associatedConsumables: null,
    possibleUses: null,
    mandatorySkills: null,
    image0: {
      id: 50,
      path: '/uploads/a.webp',
      name: 'a.jpg',
      thumbnail: '/uploads/a-thumb.webp',
      edition: { id: 50, url: '/uploads/a-original.webp', data: null },
    },
    image1: null,
    image2: null,
    document: null,
    tama: false,
    visibilityExternal: false,
    shippable: false,
    regulableAsDemand: false,
    nbLines: 0,
    currentUser: true,
    currentManager: true,
    moderator: false,
    moderatorActions: [],
    moderationMessage: null,
    address: {
      city: '33063',
      cityName: 'Bordeaux',
      postal: '33000',
      deliveryLocation: null,
      deliveryNotes: null,
      lat: null,
      lon: null,
    },
    invitations: [],
    perimeter: [],
    history: [],
    ...overrides,
  };
}

export type Route = (call: FakeCall) => FakeReply | undefined;

/**
 * A fake back end: the signed-in session, the organisation's services and members, the
 * category tree, then whatever `route` answers; anything else is a 404.
 */
export function fakeServer(route: Route = () => undefined, user: CurrentUser | null = currentUser()) {
  resetApi();
  return mockFetch((call) => {
    const answer = route(call);
    if (answer) return answer;
    const path = call.url.split('?')[0];
    if (path === withLocale(API.me)) return { body: { user, csrfToken: 'csrf-test' } };
    if (path === withLocale(API.notificationsCount)) {
      return { body: { total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 } };
    }
    if (path === withLocale(API.organisationServices)) {
      return { body: { data: services, total: services.length, total_results: services.length, url: '' } };
    }
    if (path === withLocale(API.organisationMembers)) {
      return { body: { data: [{ value: 'Julien Roux', data: '4', service: 'Magasin central' }] } };
    }
    if (path === withLocale(API.categoryTree)) return { body: { data: categoryTree } };
    // The editors' delegation panel: nobody yet (a 404 would open the error dialog, which takes the focus).
    if (/^\/fr\/api\/(troc|operation)\/delegation\/[^/]+\/$/.test(path ?? '')) return { body: [] };
    return { status: 404, body: { statusCode: 404, message: 'Introuvable' } };
  });
}

export const callsTo = (calls: FakeCall[], path: string) => calls.filter((call) => call.url === withLocale(path));
