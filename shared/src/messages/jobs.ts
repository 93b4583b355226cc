/** Queued work (imports, mass actions, exports): why a job ended without finishing. */
export const jobs = {
  lost: "Le traitement s'est interrompu plusieurs fois sans pouvoir reprendre : il a été abandonné. Relancez-le.",
  cancelled: 'Annulé à votre demande.',
  failed: 'Le traitement a échoué. Réessayez ; si le problème persiste, contactez le service technique.',
  notCancellable: 'Ce traitement est déjà terminé.',
} as const;
