/** The user services filter (supporting §2, §8, §9). */
export const perimeter = {
  label: 'Services',
  /** §9: the dropdown's label while nothing is chosen. */
  placeholder: 'Sélectionnez un filtre',
  treeLabel: "Services de l'organisation",
  open: 'Choisir des services',
  apply: 'Appliquer',
  clear: 'Effacer',
  loading: 'Chargement des services…',
  empty: 'Aucun service',
  search: 'Rechercher un service',
  ownService: 'votre service',
  searchPlaceholder: 'Nom ou code du service',
  searchFound: '{count} {count:service trouvé|services trouvés}',
  searchNone: 'Aucun service ne correspond à « {keyword} ».',
  /** The search's chip of the filter in force. */
  chip: 'Services choisis',
  /** Trackers' userPerimeterType. */
  scope: {
    label: 'Échanges de',
    user: 'Moi',
    perimeter: 'Mes services',
  },
  errors: {
    adminOnly: "Ce filtre est réservé aux administrateurs de l'organisation.",
    unknown: 'Ces services ne font pas partie de votre organisation : {codes}.',
    tooMany: 'Trop de services choisis ({max} au plus).',
    code: 'Ce code de service est invalide.',
  },
} as const;
