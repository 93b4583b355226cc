import { OrganisationKind, OrganismType } from '@troc/shared';
import type { PartyKind } from './convention-document.types.js';

/**
 * The legal nature of a public organisation, by its type in the annuaire de l'administration:
 * the type leads its identifier there (« etab-sante-33063-chu », « mairie-33063 », « pref-33 »).
 * Being found in that directory says only that the organisation is public: a hospital is a
 * public body, a town hall a local authority, a prefecture a State service.
 */
const STATE = 'state_service';
const LOCAL = 'local_authority';
const BODY = 'public_body';
const PUBLIC_TYPES: Readonly<Record<string, PartyKind>> = {
  // State services: central administrations and their services in the territory.
  minist: STATE,
  pref: STATE,
  prefecture: STATE,
  'sous-pref': STATE,
  dreal: STATE,
  dreets: STATE,
  ddt: STATE,
  ddtm: STATE,
  ddpp: STATE,
  ddets: STATE,
  drfip: STATE,
  ddfip: STATE,
  rectorat: STATE,
  dsden: STATE,
  gendarmerie: STATE,
  commissariat: STATE,
  tribunal: STATE,
  // Local authorities.
  mairie: LOCAL,
  cd: LOCAL,
  cg: LOCAL,
  cr: LOCAL,
  region: LOCAL,
  departement: LOCAL,
  epci: LOCAL,
  metropole: LOCAL,
  // Public bodies (établissements publics): hospitals, fire services, universities...
  'etab-sante': BODY,
  chu: BODY,
  ch: BODY,
  hopital: BODY,
  sdis: BODY,
  univ: BODY,
  ars: BODY,
  crous: BODY,
  ccas: BODY,
  cci: BODY,
  caf: BODY,
  cpam: BODY,
  lycee: BODY,
  college: BODY,
};

/** The annuaire type an identifier starts with, or null (typed by hand, or unknown). */
export function annuaireKind(identifier: string | null | undefined): PartyKind | null {
  const words = (identifier ?? '').trim().toLowerCase().split('-');
  // The longest type first: « etab-sante-… » before a one-word type.
  for (let n = Math.min(words.length, 2); n >= 1; n--) {
    const kind = PUBLIC_TYPES[words.slice(0, n).join('-')];
    if (kind) return kind;
  }
  return null;
}

/**
 * What the convention calls a party (its kind label and its legal clauses): associations and
 * companies by their kind; a public organisation by its annuaire type. One named by hand is a
 * public body when it comes from SIRENE, a State service otherwise (the directory's main entries).
 */
export function partyKind(
  organisation: { kind: OrganisationKind; organismType: OrganismType; identifier: string | null } | null,
): PartyKind {
  if (!organisation) return 'association';
  if (organisation.kind === OrganisationKind.Association) return 'association';
  if (organisation.kind === OrganisationKind.Company) return 'company';
  if (organisation.organismType !== OrganismType.Gouv) return 'public_body';
  return annuaireKind(organisation.identifier) ?? 'state_service';
}
