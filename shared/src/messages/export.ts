import { exportListMessages } from './export-lists.js';

/** Exports (supporting §4, §8, §9): the server's words; the modal's are in ui-export.ts. */
export const exportMessages = {
  errors: {
    kind: "Cet export n'existe pas.",
    format: 'Veuillez choisir un format proposé pour cet export.',
    notFound: "Cet export n'existe pas ou n'est plus disponible.",
    expired: "Ce fichier n'est plus disponible : relancez l'export.",
    failed: "L'export a échoué. Veuillez réessayer ; si le problème persiste, contactez le service technique.",
    tooMany: 'Vous avez déjà {count} exports en cours : attendez qu’ils se terminent.',
  },
  /** Sheet and file names. */
  files: {
    savings: 'bilan-carbone',
    'troc-mine': 'mes-annonces',
    tracker: 'mes-echanges',
    trackerTerminated: 'echanges-termines',
    search: 'annonces-recherche',
    'operation-mine': 'mes-operations',
  },
  /** The list exports' sheets and columns (my listings, exchanges, search results). */
  lists: exportListMessages,
} as const;
