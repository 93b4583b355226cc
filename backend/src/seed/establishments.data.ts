/**
 * SIRETs of the demo's public bodies and of some directory entries, so that a ProConnect sign-in finds
 * its organisation (format and key of the register: 14 digits, Luhn key). Illustrative, not copied from
 * SIRENE. A closed establishment (SIRENE's administrative state F) has the date it closed.
 */
export const ESTABLISHMENTS: Record<string, { siret: string; closedOn?: string }> = {
  // Organisations of the demo
  'etab-sante-33063-chu': { siret: '26330621200014' },
  'etab-sante-33243-ch': { siret: '26333001400014' },
  'minist-mte-ac': { siret: '11000432300017' },
  'dreal-84': { siret: '13000717200021' },
  'pref-44': { siret: '17440021300016' },
  // In the directory only: a first sign-in opens the organisation step, pre-filled
  'pref-33': { siret: '17440056300014' },
  'rectorat-bordeaux': { siret: '17440015400020' },
  'mairie-33063': { siret: '21330621500012' },
  'univ-bordeaux': { siret: '13001659100039' },
  'etab-sante-69123-hcl': { siret: '26931234500011' },
  // A closed site: ProConnect may still name it, Troc refuses to attach anyone to it
  'etab-sante-33243-ch-ancien': { siret: '26333001400022', closedOn: '2024-06-30' },
};
