/** Accounts: organisms, passwords, sign-in, profile and account e-mails. */
export const organism = {
  typeLabel: "Type d'organisme",
  typePlaceholder: 'Choisissez un type',
  types: {
    rna: 'Association (RNA)',
    sirene: 'Entreprise (SIRENE)',
    gouv: 'Service public (annuaire de l’administration)',
  },
  nameLabels: {
    rnaName: "Nom de l'association",
    sireneName: "Nom de l'entreprise",
    gouvName: 'Nom du service public',
  },
  notEmpty: {
    rnaName: 'Veuillez indiquer le nom de votre association.',
    sireneName: 'Veuillez indiquer le nom de votre entreprise.',
    gouvName: 'Veuillez indiquer le nom de votre service public.',
  },
  kinds: {
    association: 'Association',
    company: 'Entreprise',
    public_service: 'Service public',
  },
  suggestionsEmpty: 'Aucun organisme trouvé : le nom saisi sera utilisé.',
} as const;

export const password = {
  rule: {
    length: 'Au moins {n} caractères',
    digits: 'Au moins {n} {n:chiffre|chiffres}',
    lowercase: 'Au moins {n} {n:lettre minuscule|lettres minuscules}',
    uppercase: 'Au moins {n} {n:lettre majuscule|lettres majuscules}',
    special: 'Au moins {n} {n:caractère spécial|caractères spéciaux}',
  },
  show: 'Maintenir appuyé pour afficher le mot de passe',
} as const;

export const auth = {
  badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  throttled: 'Trop de tentatives de connexion. Réessayez dans {minutes} {minutes:minute|minutes}.',
  lookupThrottled: 'Trop de recherches de personnes. Réessayez dans {minutes} {minutes:minute|minutes}.',
  notSignedIn: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
  csrf: 'Le jeton de sécurité est invalide. Rechargez la page et réessayez.',
  alreadySignedIn: 'Vous êtes déjà connecté.',
  emailValidated: 'Votre adresse e-mail est validée. Bienvenue sur Troc !',
  emailValidationInvalid: 'Ce lien de validation est invalide ou a expiré.',
  emailValidationSent: 'Un nouvel e-mail de validation vient de vous être envoyé.',
  resetRequested:
    'Si un compte existe pour cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.',
  resetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  resetDone: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  accountDisabled: 'Ce compte est désactivé.',
  termsRequired: "Vous devez accepter les conditions générales d'utilisation.",
  personalDataRequired: 'Vous devez accepter la politique de protection des données personnelles.',
} as const;

export const profile = {
  updated: 'Votre profil a été mis à jour.',
  cityUnknown: 'Aucune commune ne correspond à ce code postal.',
} as const;

export const mail = {
  validationSubject: 'Troc — validez votre adresse e-mail',
  resetSubject: 'Troc — réinitialisation de votre mot de passe',
} as const;

/** Delegations of listings and operations. */
export const delegation = {
  errors: {
    chooseUser: 'Veuillez choisir un utilisateur.',
    userUnknown: "Cet utilisateur n'existe pas ou n'est pas actif.",
    alreadyManager: 'Cette personne gère déjà cet élément.',
    alreadyDelegated: 'Cette personne a déjà reçu la délégation.',
    notFound: "Cette délégation n'existe pas.",
    managerOnly: 'Seul le propriétaire ou le responsable peut déléguer la gestion.',
  },
} as const;
