/** Bilans: the accounting form of an exchange and the savings it adds up to. */
export const bilans = {
  accountingUnits: { PerUnit: 'Par unité', Total: 'Pour la quantité échangée' },
  errors: {
    chooseAccountingUnit: "Veuillez choisir l'unité de la valeur comptable.",
    accountingValueNeeded: 'La valeur comptable est nécessaire au calcul du gain économique.',
    purchasePriceNeeded: 'La valeur neuve est nécessaire au calcul du gain économique.',
    notYet: 'Les bilans se remplissent une fois la demande acceptée.',
  },
  unknown: 'Inconnu',
  /** The formula, as the interface's help text says it. */
  formula:
    'Gain économique = valeur neuve × quantité reprise − valeur comptable (de la quantité reprise) − frais de transport.',
} as const;
