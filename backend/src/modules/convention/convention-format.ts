import { formatCents, formatDate, fr, SwapType } from '@troc/shared';
import type { ConventionLine, ConventionParty, PartyKind } from './convention-document.types.js';

/** Formatting helpers of the convention document: money, quantities, dates, identifiers, totals. */
export const NBSP = '\u00a0';

export const CGPPP = 'code général de la propriété des personnes publiques (CGPPP)';
export const COLORS = { ink: '#1b1b1b', accent: '#1f3a5f', muted: '#5c5c5c', rule: '#b8c2cc', band: '#eef2f6' };

export const KIND_LABELS: Record<PartyKind, string> = {
  state_service: "Service de l'État",
  local_authority: 'Collectivité territoriale',
  public_body: 'Établissement public',
  association: 'Association',
  company: 'Entreprise',
};

export const isFree = (type: SwapType) => type === SwapType.Don || type === SwapType.TransfertInterne;
export const isPublic = (kind: PartyKind) =>
  kind === 'state_service' || kind === 'local_authority' || kind === 'public_body';

/** Money as everywhere else in Troc; « non renseignée » rather than N/A in a legal text. */
export function money(cents: number | null): string {
  return cents === null ? 'non renseignée' : formatCents(cents);
}

export function quantity(value: number): string {
  const [int, dec] = String(Math.round(value * 1000) / 1000).split('.');
  return int!.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP) + (dec ? `,${dec}` : '');
}

export function quantityWithUnit(line: ConventionLine): string {
  return `${quantity(line.quantity)}${NBSP}${fr.listing.units[line.unit]}`;
}

/** dd/mm/yyyy for a date or an ISO string; the text as given when it is not a date. */
export function day(value: string | Date): string {
  return formatDate(value) || String(value);
}

export function identifier(party: ConventionParty): string | null {
  const raw = party.identifier?.trim();
  if (!raw) return null;
  const compact = raw.replace(/\s+/g, '');
  if (/^W\d{9}$/i.test(compact)) return `N° RNA : ${compact.toUpperCase()}`;
  if (/^\d{14}$/.test(compact)) {
    return `SIRET : ${[compact.slice(0, 3), compact.slice(3, 6), compact.slice(6, 9), compact.slice(9)].join(NBSP)}`;
  }
  if (/^\d{9}$/.test(compact))
    return `SIREN : ${[compact.slice(0, 3), compact.slice(3, 6), compact.slice(6)].join(NBSP)}`;
  return `Identifiant : ${raw}`;
}

export function postalAddress(
  parts: { street: string | null; postal: string | null; city: string | null } | null,
): string {
  if (!parts) return '';
  const town = [parts.postal, parts.city].filter(Boolean).join(' ');
  return [parts.street, town].filter(Boolean).join(', ');
}

export function lineValueCents(line: ConventionLine): number | null {
  return line.unitValueCents === null ? null : Math.round(line.unitValueCents * line.quantity);
}

export function linePriceCents(line: ConventionLine): number | null {
  return line.unitPriceCents === null ? null : Math.round(line.unitPriceCents * line.quantity);
}

export function sum(values: (number | null)[]): { total: number; complete: boolean } {
  return {
    total: values.reduce<number>((a, v) => a + (v ?? 0), 0),
    complete: values.every((v) => v !== null),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The roles of the parties
/**
 * Keeps together what must not be split at the end of a line in justified text: compound words and article
 * numbers (a non-breaking hyphen; the justification would otherwise widen the gap after a hyphen), and « L. 3212-2 ».
 */
export function unbreakable(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, '\u2011')
    .replace(/\b([LRDA]\.|n°|N°|article|articles) (?=\d)/g, `$1${NBSP}`);
}
