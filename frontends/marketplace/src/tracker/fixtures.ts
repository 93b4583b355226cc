// Exchanges as the server sends them, for the unit tests (never imported by application code).
import { QuantityUnit, RequestType, SwapType, TrackerStatus, type TrackerCard, type TrackerView } from '@troc/shared';

export function trackerCardFixture(overrides: Partial<TrackerCard> = {}): TrackerCard {
  return {
    slug: 'echange-1',
    id: 1,
    name: 'Chariot de soins inox',
    trackerStatus: TrackerStatus.ReservationRequested,
    conventionStatus: null,
    swapType: SwapType.Don,
    requestedQuantity: 2,
    requestedQuantityUnit: QuantityUnit.Unit,
    totalPriceInEuros: null,
    originalPriceInEuros: null,
    regularized: false,
    cart: false,
    troc: {
      slug: 'chariot-de-soins',
      name: 'Chariot de soins inox',
      thumbnail: null,
      requestType: RequestType.Offer,
      readable: true,
    },
    manager: {
      slug: 'camille-martin',
      firstname: 'Camille',
      lastname: 'Martin',
      organisation: 'CHU de Bordeaux',
      service: null,
      readable: true,
    },
    user: {
      slug: 'karim-haddad',
      firstname: 'Karim',
      lastname: 'Haddad',
      organisation: 'Ressourcerie de Lille',
      service: null,
      readable: true,
    },
    guestEmail: null,
    guestOrganismType: null,
    guestOrganismName: null,
    guestServiceName: null,
    currentManager: true,
    currentUser: false,
    direction: 'given',
    actions: ['approve', 'deny'],
    lastActionDisplayDate: '24/11/2026 à 10:15',
    thread: 'fil-1',
    ...overrides,
  };
}

export function trackerViewFixture(overrides: Partial<TrackerView> = {}): TrackerView {
  return {
    ...trackerCardFixture(),
    description: 'Chariot deux plateaux',
    itemState: null,
    itemWeight: null,
    itemPurchasePrice: null,
    totalPrice: null,
    service: null,
    beneficiaryType: null,
    address: null,
    editable: false,
    quantity: { min: 1, max: 5, fixed: false, remaining: 5 },
    history: [],
    expiresDisplayDate: null,
    bilans: {
      accountingUnit: null,
      accountingValue: null,
      accountingValueUnknown: false,
      accountingTransportFee: null,
      accountingTransportFeeUnknown: false,
      itemPurchasePriceUnknown: false,
      editable: false,
    },
    savings: null,
    ...overrides,
  };
}
