/** Carts: one open cart per requester and per cédant organisation. */
export const cart = {
  errors: {
    notInCart: "Cette ligne n'est pas dans votre panier.",
    maxQuantity: 'Vous avez atteint la quantité maximale disponible pour cette annonce ({max}).',
    notCartable: 'Cette annonce ne peut pas être ajoutée au panier.',
    empty: 'Votre panier est vide.',
    noneAvailable: "Aucune ligne du panier n'est encore disponible : rien n'a été envoyé.",
    closed: 'Ce panier a déjà été envoyé.',
    negotiationRefused: "Le prix de cette annonce n'est pas négociable.",
  },
  unavailable: {
    gone: "L'annonce n'est plus disponible.",
    quantity: 'Il ne reste que {remaining} de disponible.',
    pending: 'Vous avez déjà une demande en cours pour cette annonce.',
  },
  statuses: { open: 'En cours', submitted: 'Envoyé' },
  more: 'Et {count} autres références',
} as const;
