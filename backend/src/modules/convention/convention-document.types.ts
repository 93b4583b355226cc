import type { ItemState, QuantityUnit, SwapType } from '@troc/shared';

/** The legal nature of an organisation, which decides the legal basis of a free transfer. */
export type PartyKind = 'state_service' | 'local_authority' | 'public_body' | 'association' | 'company';

export interface ConventionParty {
  organisationName: string;
  kind: PartyKind;
  /** SIRET (companies, public bodies) or RNA (associations) number, when known. */
  identifier: string | null;
  address: { street: string | null; postal: string | null; city: string | null } | null;
  representative: { name: string; email: string; role: string | null };
  service: string | null;
}

export interface ConventionLine {
  description: string;
  reference: string;
  quantity: number;
  unit: QuantityUnit;
  condition: ItemState | null;
  /** Estimated value of ONE item, in cents (null: unknown). */
  unitValueCents: number | null;
  /** Sale: the agreed unit price in cents, and whether it was negotiated. */
  unitPriceCents: number | null;
  negotiated: boolean;
  /** Electrical and electronic equipment (end-of-life clause). */
  electrical: boolean;
}

export interface ConventionDocumentData {
  /** e.g. 'TROC-2026-000123', unique. */
  number: string;
  generatedAt: Date;
  /** Where it is made (the cédant's city). */
  place: string;
  swapType: SwapType;
  cedant: ConventionParty;
  repreneur: ConventionParty;
  lines: ConventionLine[];
  collection: {
    address: string | null;
    postal: string | null;
    city: string | null;
    from: string | null;
    to: string | null;
    notes: string | null;
  };
  /** Pret only. */
  loan: { from: string; to: string; returnConditions: string | null } | null;
  /** Vente: the total agreed. */
  totalPriceCents: number | null;
}
