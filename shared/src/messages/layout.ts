/** Modals, remote loading and fallbacks common to every page. */
export const modal = {
  close: 'Fermer',
  defaultErrorTitle: 'Une erreur est survenue',
  defaultErrorBody: "L'action n'a pas pu aboutir. Veuillez réessayer ; si le problème persiste, contactez le support.",
  disconnectedTitle: 'Vous êtes déconnecté',
  disconnectedBody:
    'Votre session a expiré ou vous n’avez pas accès à cette action. Redirection vers la page de connexion…',
  emailValidationTitle: 'Validez votre adresse e-mail',
  emailValidationBody:
    'Un e-mail de validation a été envoyé à {email}. Cliquez sur le lien qu’il contient pour activer votre compte.',
  emailValidationResend: "Renvoyer l'e-mail",
  emailValidationConfirm: 'Se déconnecter',
  termsTitle: "Conditions générales d'utilisation",
  termsIntro:
    'Avant de commencer, merci de prendre connaissance des conditions d’utilisation de Troc et de notre politique de protection des données.',
  termsCheckbox: "J'ai lu et j'accepte les conditions générales d'utilisation",
  personalDataCheckbox: "J'accepte que mes données personnelles soient traitées pour l'usage de la plateforme",
  termsConfirm: 'Valider',
} as const;

export const remote = {
  failed: "Cette partie de l'application n'a pas pu être chargée.",
  retry: 'Réessayer',
  loading: 'Chargement…',
} as const;

export const fallback = {
  na: 'N/A',
  unknown: 'Inconnu',
  notProvided: 'Non renseigné',
  uncategorised: 'Non classé',
} as const;
