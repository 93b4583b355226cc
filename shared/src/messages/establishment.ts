/** Establishment selects (supporting §2, §4, §7, §8, §9): type → région → site of the public directory. */
export const establishment = {
  types: {
    hospital: 'Établissement de santé',
    ministry: 'Administration centrale',
    regional: "Service déconcentré de l'État",
    university: 'Université et enseignement supérieur',
    local: 'Collectivité territoriale',
  },
  fields: {
    type: "Type d'établissement",
    region: 'Région',
    site: 'Site',
  },
  /** The région and site selects before a type is chosen, and after a failed lookup (§8). */
  chooseTypeFirst: "Veuillez d'abord choisir un type d'établissement",
  typePlaceholder: "Choisir un type d'établissement",
  /** §9 placeholders. */
  allRegions: 'Toutes les régions',
  chooseSite: 'Choisir un site',
  noSite: 'Aucun site pour ce choix',
  /** The optional helper on the profile and listing address forms. */
  title: 'Établissement de rattachement',
  help: "Facultatif : choisissez votre établissement dans l'annuaire des établissements publics.",
  addressHelp: "Facultatif : l'établissement public où se trouve l'objet, choisi dans l'annuaire.",
  errors: {
    xhrOnly: "Cette adresse ne répond qu'aux requêtes de l'application (en-tête X-Requested-With).",
    typeInvalid: "Le type d'établissement est invalide.",
    regionInvalid: 'La région est invalide.',
    siteUnknown: "Ce site ne figure pas dans l'annuaire des établissements.",
  },
} as const;
