/** Shipping estimates: carriers, their price grids per area, the quotes of the listing view. */
export const shipping = {
  areas: {
    metropole: 'France métropolitaine',
    corse: 'Corse',
    '971': 'Guadeloupe',
    '972': 'Martinique',
    '973': 'Guyane',
    '974': 'La Réunion',
    '976': 'Mayotte',
  },
  units: { Kilogram: 'kg', Meter: 'km' },
  noResult: 'Aucun résultat',
  errors: {
    notShippable: "Cette annonce ne peut pas faire l'objet d'une estimation de transport.",
    providerUnknown: "Ce transporteur n'existe pas.",
    adminOnly: 'Seul un administrateur de la plateforme peut modifier les transporteurs.',
    slugTaken: 'Un transporteur porte déjà cet identifiant.',
    chooseArea: 'Veuillez choisir une zone.',
    chooseUnit: 'Veuillez choisir une unité.',
    noThread: "Cette conversation n'existe pas ou ne vous est pas ouverte.",
  },
  /** The message a quote posted into a thread becomes. */
  threadMessage:
    'Estimation de transport {provider} ({area}) : {price} pour {weight} kg sur {distance} km (seuil {threshold} {unit}).',
} as const;
