/**
 * Sign-in with ProConnect, the State's identity federation for professionals: the messages the
 * server answers with and the error page shows. Each error code is a query value of the login page.
 */
export const proconnect = {
  errors: {
    title: 'La connexion avec ProConnect n’a pas abouti',
    unavailable:
      'ProConnect ne répond pas pour le moment. Réessayez dans quelques minutes, ou connectez-vous avec votre mot de passe Troc.',
    refused:
      'Vous avez refusé de transmettre vos informations à Troc : la connexion avec ProConnect a été annulée. Vous pouvez recommencer, ou vous connecter avec votre mot de passe Troc.',
    state:
      'Cette demande de connexion n’est plus valable (elle a déjà servi, ou elle a été ouverte dans un autre navigateur). Recommencez la connexion avec ProConnect.',
    invalid:
      'La réponse de ProConnect n’a pas pu être vérifiée : par sécurité, la connexion est refusée. Recommencez la connexion avec ProConnect.',
    expired: 'Le délai de connexion est dépassé. Recommencez la connexion avec ProConnect.',
    closed:
      'L’établissement de votre compte ProConnect (SIRET {siret}) est fermé : Troc ne peut pas vous y rattacher. Demandez à votre administrateur de mettre à jour votre établissement, ou connectez-vous avec votre mot de passe Troc.',
    disabled: 'Ce compte Troc est désactivé : contactez l’administrateur de votre organisation.',
    provider:
      'ProConnect a signalé une erreur pendant la connexion. Recommencez, ou connectez-vous avec votre mot de passe Troc.',
    /** The pending identity of a link or a registration is gone (session ended or 10 minutes passed). */
    pendingExpired: 'Votre connexion ProConnect a expiré : recommencez la connexion avec ProConnect.',
  },
  linked: 'Votre compte Troc est désormais relié à votre identité ProConnect.',
  emailTaken: 'Un compte Troc existe déjà avec cette adresse : reliez-le à ProConnect depuis la page de connexion.',
} as const;

/** The error codes of the login page's ProConnect notice (`?proconnect=code`). */
export type ProConnectErrorCode = Exclude<keyof typeof proconnect.errors, 'title'>;
