import { SwapType } from '@troc/shared';
import type { Organisation } from '../identity/index.js';
import type { User } from '../identity/index.js';
import type { Tracker } from '../tracker/index.js';
import type { Troc } from '../troc/index.js';
import { trocReference } from '../../shared/display.js';
import type { ConventionDocumentData, ConventionParty } from './convention-document.types.js';
import { partyKind } from './organisation-kind.js';

/** Categories of electrical and electronic equipment (IT and phones, household appliances, sound and video). */
const ELECTRICAL_CATEGORIES = [2, 7, 1103];

const isElectrical = (categoryId: number | null) =>
  categoryId !== null &&
  ELECTRICAL_CATEGORIES.some((id) => categoryId === id || (id < 100 && Math.floor(categoryId / 100) === id));

function party(
  organisation: Organisation | null,
  user: User | undefined,
  fallback: { name: string; email: string },
): ConventionParty {
  return {
    organisationName: organisation?.name ?? fallback.name,
    kind: partyKind(organisation),
    identifier: organisation?.identifier ?? null,
    address:
      user?.postalCode || user?.city
        ? { street: null, postal: user?.postalCode ?? null, city: user?.city ?? null }
        : null,
    representative: {
      name: user ? `${user.firstname} ${user.lastname}` : fallback.name,
      email: user?.email ?? fallback.email,
      role: null,
    },
    service: user?.service?.name ?? null,
  };
}

/** Everything the document says of one exchange, read from the exchange, its listing and its parties. */
export function conventionData(input: {
  number: string;
  tracker: Tracker;
  troc: Troc;
  manager: User | undefined;
  cedantOrganisation: Organisation | null;
  taker: User | undefined;
  takerOrganisation: Organisation | null;
  cerfa: { postal: string | null; city: string | null };
}): ConventionDocumentData {
  const { tracker, troc } = input;
  const sale = tracker.swapType === SwapType.Vente;
  const unitPrice =
    sale && tracker.totalPriceCents !== null
      ? Math.round(tracker.totalPriceCents / Math.max(1, tracker.requestedQuantity))
      : null;
  const listed = troc.currentPriceCents;
  const repreneur = party(input.takerOrganisation, input.taker, {
    name: tracker.guestOrganismName ?? tracker.guestServiceName ?? tracker.guestEmail ?? '',
    email: tracker.guestEmail ?? '',
  });
  if (input.cerfa.postal || input.cerfa.city) {
    repreneur.address = {
      street: repreneur.address?.street ?? null,
      postal: input.cerfa.postal,
      city: input.cerfa.city,
    };
  }
  return {
    number: input.number,
    generatedAt: new Date(),
    place: tracker.cityName ?? troc.cityName ?? '',
    swapType: tracker.swapType ?? SwapType.Don,
    cedant: party(input.cedantOrganisation, input.manager, { name: troc.organisationName, email: '' }),
    repreneur,
    lines: [
      {
        description: tracker.description ? `${tracker.name} — ${tracker.description}` : tracker.name,
        reference: trocReference(troc),
        quantity: tracker.requestedQuantity,
        unit: tracker.unit,
        condition: tracker.itemState,
        // The estimated value of one item: its accounting value when known, else its new value.
        unitValueCents:
          tracker.accountingValueCents !== null && tracker.accountingUnit === 'PerUnit'
            ? tracker.accountingValueCents
            : tracker.accountingValueCents !== null
              ? Math.round(tracker.accountingValueCents / Math.max(1, tracker.requestedQuantity))
              : tracker.purchasePriceCents,
        unitPriceCents: unitPrice,
        negotiated: sale && unitPrice !== null && listed !== null && unitPrice !== listed,
        electrical: isElectrical(troc.categoryId),
      },
    ],
    collection: {
      address: troc.deliveryLocation,
      postal: tracker.postal,
      city: tracker.cityName,
      from: troc.availabilityStartDate,
      to: troc.availabilityEndDate,
      notes: troc.deliveryNotes,
    },
    loan:
      tracker.swapType === SwapType.Pret
        ? {
            from: troc.availabilityStartDate ?? '',
            to: troc.availabilityEndDate ?? '',
            returnConditions: troc.deliveryNotes,
          }
        : null,
    totalPriceCents: sale ? tracker.totalPriceCents : null,
  };
}
