/** Conventions: the transaction document of an exchange and its signatures. */
export const convention = {
  statuses: {
    PendingSignature: 'En attente de signature',
    DocumentSigned: 'Signée',
    DocumentRejected: 'Refusée',
  },
  errors: {
    transitionRefused: "Cette action n'est pas possible pour une convention « {status} ».",
    notGenerated: "La convention n'a pas encore été générée.",
    notYet: 'La convention se prépare une fois la demande acceptée.',
    signedPdf: 'La copie signée doit être un fichier PDF, JPEG ou PNG.',
    rejectReason: 'Veuillez indiquer la raison du refus (10 à 500 caractères).',
    required:
      "La convention doit être générée avant d'enregistrer l'échange (ou, pour une convention signée hors de la plateforme, son document déposé).",
    rejectedRequired:
      "La convention a été refusée : corrigez-la puis générez-la de nouveau avant d'enregistrer l'échange.",
    regularizedWithoutDocument:
      "Vous avez indiqué une convention signée hors de la plateforme : déposez son document avant d'enregistrer l'échange.",
  },
  mail: {
    generated: 'Convention à signer : {troc}',
    signed: 'Convention signée : {troc}',
    rejected: 'Convention refusée : {troc}',
  },
} as const;
