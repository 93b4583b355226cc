/** The carbon module: impact models chosen per listing and per exchange (supporting §2, §3, §8, §9). */
export const impact = {
  resultRules: {
    factor_x_input: 'Facteur d’émission × quantité',
    factor_x_input1_x_input2: 'Facteur d’émission × quantité 1 × quantité 2',
  },
  ownSource: 'Modèle de l’organisation',
  selected: 'Modèle ajouté à l’impact carbone.',
  unselected: 'Modèle retiré de l’impact carbone.',
  disabled: 'Modèle désactivé.',
  added: 'Modèle créé et ajouté à l’impact carbone.',
  edited: 'Modèle enregistré.',
  errors: {
    modelNotFound: "Ce modèle n'existe pas.",
    categoryNotFound: "Cette catégorie n'existe pas.",
    mode: 'Le mode doit être « troc » ou « tracker ».',
    unit: 'Veuillez choisir une unité de la liste.',
    unitMismatch: 'Cette unité ne se convertit pas en {unit}.',
    alreadySelected: 'Ce modèle est déjà choisi.',
    notSelected: "Ce modèle n'est pas choisi.",
    notOwn: 'Seuls les modèles de votre organisation peuvent être modifiés.',
    libraryAdmin: 'Seul un administrateur de la plateforme peut désactiver un modèle de la bibliothèque.',
    factor: 'Le facteur d’émission doit être un nombre positif.',
    quantity: 'La quantité doit être un nombre positif.',
    displayDate: 'La date doit être au format AAAA-MM-JJ.',
    notManager: "Seul le gestionnaire de l'échange choisit ses modèles d'impact.",
  },
} as const;
