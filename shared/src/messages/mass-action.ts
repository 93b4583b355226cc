/** Mass actions (supporting §2, §4, §5, §8): the server's words; the modals' are in ui-mass-action.ts. */
export const massActionMessages = {
  errors: {
    action: "Cette action groupée n'existe pas.",
    selection: 'Veuillez sélectionner au moins une annonce.',
    nothingToEdit: 'Veuillez renseigner au moins une valeur à modifier.',
    promotion: 'La promotion doit être comprise entre 0,01 et 99,99.',
    promotionNotSale: "Une promotion ne s'applique qu'à une annonce en vente dont le prix de vente est renseigné.",
    promotionRaises: "La promotion ne baisserait pas le prix de vente actuel : elle n'est pas appliquée.",
    promotionTooLow: "La promotion donnerait un prix de vente inférieur à 0,01 € : elle n'est pas appliquée.",
    userReference: 'Veuillez choisir une personne dans la liste.',
    postalWithoutCity: 'Veuillez renseigner la ville et le code postal ensemble.',
    notFound: "Cette action groupée n'existe pas.",
    lineFailed: "Cette annonce n'a pas pu être traitée.",
  },
  /** The report's line statuses. */
  lineStatus: {
    updated: 'Modifiée',
    unchanged: 'Inchangée',
    error: 'Erreur',
  },
} as const;
