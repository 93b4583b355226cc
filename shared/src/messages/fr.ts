/**
 * The French catalogue: every string the server answers with and the interface shows.
 * Placeholders are written {name} and filled by `t()`.
 */
export const fr = {
  validation: {
    required: 'Cette valeur ne doit pas être vide.',
    minLength: 'Cette valeur est trop courte. Elle doit contenir au moins {min} caractères.',
    maxLength: 'Cette valeur est trop longue. Elle doit contenir au plus {max} caractères.',
    email: "Cette adresse e-mail n'est pas valide.",
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    choice: "La valeur choisie n'est pas valide.",
    passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
    passwordRule: 'Le mot de passe ne respecte pas les règles de sécurité.',
    postalCode: 'Le code postal doit contenir 5 chiffres.',
    unknownField: "Ce champ n'est pas attendu.",
    invalidBody: "La requête n'est pas lisible.",
    checkbox: 'Cette case doit être cochée.',
    integer: 'Cette valeur doit être un nombre entier.',
    min: 'Cette valeur doit être supérieure ou égale à {min}.',
    max: 'Cette valeur doit être inférieure ou égale à {max}.',
  },
  organism: {
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
  },
  password: {
    rule: {
      length: 'Au moins {n} caractères',
      digits: 'Au moins {n} chiffre(s)',
      lowercase: 'Au moins {n} lettre(s) minuscule(s)',
      uppercase: 'Au moins {n} lettre(s) majuscule(s)',
      special: 'Au moins {n} caractère(s) spécial(aux)',
    },
    show: 'Maintenir appuyé pour afficher le mot de passe',
  },
  auth: {
    badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    throttled: 'Trop de tentatives de connexion. Réessayez dans {minutes} minute(s).',
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
  },
  http: {
    notFound: "La page ou la ressource demandée n'existe pas.",
    conflict: "Cette action n'est pas possible dans l'état actuel.",
    tooMany: 'Trop de requêtes. Réessayez dans quelques instants.',
    internal: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    payloadTooLarge: 'La requête est trop volumineuse.',
  },
  modal: {
    close: 'Fermer',
    defaultErrorTitle: 'Une erreur est survenue',
    defaultErrorBody:
      "L'action n'a pas pu aboutir. Veuillez réessayer ; si le problème persiste, contactez le support.",
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
  },
  remote: {
    failed: "Cette partie de l'application n'a pas pu être chargée.",
    retry: 'Réessayer',
    loading: 'Chargement…',
  },
  fallback: {
    na: 'N/A',
    unknown: 'Inconnu',
    notProvided: 'Non renseigné',
    uncategorised: 'Non classé',
  },
  profile: {
    updated: 'Votre profil a été mis à jour.',
    cityUnknown: 'Aucune commune ne correspond à ce code postal.',
  },
  mail: {
    validationSubject: 'Troc — validez votre adresse e-mail',
    resetSubject: 'Troc — réinitialisation de votre mot de passe',
  },
  ui: {
    brand: {
      name: 'Troc',
      tagline: 'La place de marché du réemploi entre organisations',
      homeLink: 'Troc, retour à l’accueil',
    },
    pageTitle: '{page} — Troc',
    nav: {
      label: 'Navigation principale',
      home: 'Accueil',
      search: 'Rechercher',
      myListings: 'Mes annonces',
      organisation: 'Mon organisation',
      impact: 'Impact',
      menu: 'Menu',
    },
    header: {
      counters: 'Vos compteurs',
      messages: 'Messages non lus : {count}',
      notifications: 'Notifications non lues : {count}',
      cart: 'Articles dans le panier : {count}',
      account: 'Mon compte',
      profile: 'Mon profil',
      logout: 'Se déconnecter',
      login: 'Se connecter',
      register: 'Créer un compte',
    },
    footer: {
      label: 'Liens de bas de page',
      about:
        'Troc aide les services publics, les associations et les entreprises à donner une seconde vie à leurs biens.',
      home: 'Accueil',
      impact: 'Notre méthode d’impact',
      register: 'Inscrire mon organisation',
      resetPassword: 'Mot de passe oublié',
      copyright: '© {year} Troc',
    },
    common: {
      loading: 'Chargement…',
      backHome: 'Retour à l’accueil',
      save: 'Enregistrer',
      notFoundTitle: 'Page introuvable',
      loadFailed: 'Les informations n’ont pas pu être chargées.',
      retry: 'Réessayer',
      formErrorTitle: 'Le formulaire contient des erreurs',
    },
    home: {
      title: 'Accueil',
      heroTitle: 'Donnez une seconde vie aux biens de votre organisation',
      heroText:
        'Troc met en relation services publics, associations et entreprises pour donner, vendre, prêter ou transférer en interne le mobilier, le matériel et les surplus dont ils n’ont plus l’usage.',
      ctaRegister: 'Inscrire mon organisation',
      ctaLogin: 'J’ai déjà un compte',
      ctaSearch: 'Parcourir les annonces',
      ctaMine: 'Gérer mes annonces',
      welcome: 'Bonjour {name}, que souhaitez-vous faire aujourd’hui ?',
      waysTitle: 'Quatre façons d’échanger',
      ways: {
        give: {
          title: 'Donner',
          text: 'Cédez gratuitement ce qui dort dans vos réserves à une organisation qui en a besoin.',
        },
        sell: {
          title: 'Vendre',
          text: 'Fixez un prix ou laissez les acheteurs faire une offre pour valoriser vos biens.',
        },
        lend: {
          title: 'Prêter',
          text: 'Mettez du matériel à disposition sur des périodes réservées dans un calendrier.',
        },
        transfer: {
          title: 'Transférer en interne',
          text: 'Faites circuler les biens entre les services de votre organisation avant d’acheter du neuf.',
        },
      },
      audienceTitle: 'Pour qui ?',
      audience: {
        public: { title: 'Services publics', text: 'Administrations, collectivités et établissements publics.' },
        association: { title: 'Associations', text: 'Associations déclarées, retrouvées dans le répertoire national.' },
        company: { title: 'Entreprises', text: 'Entreprises identifiées par leur numéro SIRENE.' },
      },
      stepsTitle: 'Comment ça marche',
      steps: {
        account: { title: 'Créez votre compte', text: 'Rattachez-vous à votre organisation en quelques minutes.' },
        publish: { title: 'Publiez ou recherchez', text: 'Décrivez vos biens ou trouvez ceux dont vous avez besoin.' },
        follow: { title: 'Suivez chaque échange', text: 'De la réservation à la remise, chaque étape est tracée.' },
      },
      impactTitle: 'Chaque échange compte',
      impactText:
        'Un bien réemployé, c’est un achat neuf évité. Troc mesure l’argent économisé, le poids détourné des déchets et les émissions de CO2 évitées.',
      impactLink: 'Découvrir notre méthode',
    },
    login: {
      title: 'Connexion',
      intro: 'Connectez-vous avec l’adresse e-mail de votre compte.',
      redirectNotice: 'Connectez-vous pour accéder à cette page.',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
      noAccount: 'Pas encore de compte ?',
      register: 'Créer un compte',
    },
    register: {
      title: 'Créer un compte',
      intro: 'Votre compte est rattaché à votre organisation : commencez par la retrouver dans l’annuaire.',
      stepIdentity: 'Identité',
      stepPassword: 'Mot de passe',
      namePlaceholder: 'Saisissez au moins 2 caractères',
      lastName: 'Nom',
      firstName: 'Prénom',
      email: 'Adresse e-mail professionnelle',
      password: 'Mot de passe',
      confirmPassword: 'Confirmation du mot de passe',
      continue: 'Continuer',
      back: 'Retour',
      submit: 'Créer mon compte',
      hasAccount: 'Déjà inscrit ?',
      login: 'Se connecter',
    },
    passwordChecklist: {
      title: 'Votre mot de passe doit contenir :',
      ok: 'critère respecté',
      failing: 'critère non respecté',
    },
    validateEmail: {
      title: 'Validation de l’adresse e-mail',
      pending: 'Validation de votre adresse en cours…',
      continue: 'Continuer vers Troc',
    },
    resetPassword: {
      title: 'Mot de passe oublié',
      intro:
        'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      email: 'Adresse e-mail',
      submit: 'Envoyer le lien',
      backToLogin: 'Retour à la connexion',
      newTitle: 'Choisir un nouveau mot de passe',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmation du mot de passe',
      save: 'Enregistrer le mot de passe',
      goLogin: 'Se connecter',
    },
    terms: {
      sections: [
        {
          title: 'Objet du service',
          text: 'Troc permet aux organisations inscrites de publier et de consulter des annonces de biens à donner, vendre, prêter ou transférer, et de suivre les échanges qui en découlent.',
        },
        {
          title: 'Votre compte',
          text: 'Vous agissez au nom de votre organisation. Vous vous engagez à fournir des informations exactes et à garder votre mot de passe confidentiel.',
        },
        {
          title: 'Annonces et échanges',
          text: 'Vous décrivez les biens de bonne foi. Les conditions de chaque échange (prix, remise, transport) sont convenues entre les organisations concernées.',
        },
        {
          title: 'Données personnelles',
          text: 'Vos nom, prénom, adresse e-mail et organisation sont utilisés pour faire fonctionner la plateforme et mettre en relation les utilisateurs. Ils ne sont pas revendus. Vous pouvez demander leur rectification ou leur suppression à tout moment.',
        },
      ],
    },
    modal: {
      resending: 'Envoi en cours…',
    },
    profile: {
      title: 'Mon profil',
      intro: 'Ces informations sont visibles par les autres membres de Troc.',
      account: 'Compte',
      email: 'Adresse e-mail',
      organisation: 'Organisation',
      service: 'Service',
      firstName: 'Prénom',
      lastName: 'Nom',
      postalCode: 'Code postal',
      city: 'Commune',
      cityPlaceholder: 'Saisissez d’abord le code postal',
      citySearching: 'Recherche des communes…',
      registrationNote: 'Note d’inscription',
      registrationNoteHelp: 'Présentez en quelques mots votre fonction et ce que vous comptez faire sur Troc.',
      save: 'Enregistrer',
      publicLink: 'Voir mon profil public',
    },
    publicProfile: {
      organisation: 'Organisation',
      service: 'Service',
      city: 'Commune',
      memberSince: 'Membre depuis le',
    },
    organisation: {
      title: 'Mon organisation',
      intro: 'Les services et périmètres de votre organisation, tels qu’ils sont rattachés les uns aux autres.',
      name: 'Service',
      internalCode: 'Code interne',
      altInternalCode: 'Code secondaire',
      prefix: 'Préfixe',
      children: 'Sous-services',
      empty: 'Aucun service n’est encore enregistré pour votre organisation.',
      total: '{count} service(s)',
    },
    impact: {
      title: 'Mesurer l’impact du réemploi',
      intro:
        'Quand un bien change de mains sur Troc, il évite l’achat d’un bien neuf. Nous estimons ce que cet achat évité aurait coûté à la planète, en kilogrammes équivalent CO2 (kgCO2e).',
      methodTitle: 'Notre méthode',
      method: [
        'Chaque catégorie de biens est rattachée à un modèle d’impact : un bien de référence (une chaise de bureau, un ordinateur portable, une tonne de papier…) et son facteur d’émission, en kgCO2e par unité.',
        'Les facteurs proviennent de bases publiques de référence et couvrent la fabrication et le transport du bien neuf.',
        'L’impact d’un échange est la quantité échangée, exprimée dans l’unité du modèle, multipliée par ce facteur. Les chiffres sont affichés avec deux décimales.',
        'Quand aucun facteur ne s’applique, nous n’inventons rien : l’impact est indiqué comme non disponible (N/A).',
      ],
      unitsTitle: 'Unités des modèles d’impact',
      unitsIntro: 'Un modèle exprime la quantité de biens dans l’une des unités suivantes.',
      unitLabel: 'Unité',
      unitSymbol: 'Symbole',
      unitCode: 'Code',
      missingUnit: 'Ajouter une unité manquante',
    },
  },
} as const;

export type FrCatalogue = typeof fr;

/** Fills the {placeholders} of a catalogue string. */
export function t(message: string, params: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
