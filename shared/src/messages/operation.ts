/** Operations: a named group of listings with its own publication. */
export const operation = {
  errors: {
    transitionRefused: "Cette action n'est pas possible pour une opération « {status} ».",
    notEditable: 'Une opération supprimée ne peut plus être modifiée.',
    notPublishable: "L'opération ne peut pas encore être publiée : complétez les champs obligatoires.",
    listingNotYours: "Une des annonces choisies n'est pas gérée par vous ou n'appartient pas à votre organisation.",
    managerOnly: 'Seul le responsable de l’opération peut effectuer cette action.',
  },
  audit: {
    create: 'Création',
    publish: 'Publication',
    unpublish: 'Dépublication',
    delete: 'Suppression',
    start: 'Début de disponibilité',
    expire: 'Fin de disponibilité',
  },
} as const;
