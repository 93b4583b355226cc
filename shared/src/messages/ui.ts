import { listingBrowseUi } from './ui-listing-browse.js';
import { calendarUi } from './ui-calendar.js';
import { exportUi } from './ui-export.js';

/**
 * Interface strings of the frame (header, footer, forms, lists, modals) and of the pieces every
 * application shows (listing cards and search, calendars, exports). The pages' own texts are not
 * here: each page imports its domain's file (`@troc/shared/messages/ui-tracker`…), so that a page
 * downloads its own texts and not those of every other page (`fr` is one shared module).
 */
export const ui = {
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
    myOperations: 'Mes opérations',
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
    favorites: 'Mes favoris',
    myTrackers: 'Mes échanges',
    moderation: 'Modération des annonces',
    shippingAdmin: 'Transporteurs',
    newListing: 'Déposer une annonce',
    logout: 'Se déconnecter',
    login: 'Se connecter',
    register: 'Créer un compte',
    /** The phone header's menu button and its drawer (below 768 px). */
    menuButton: 'Menu',
    menuTitle: 'Menu',
    notificationsPage: 'Notifications',
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
    /** The link to the accessibility statement, which must give the state of compliance. */
    accessibility: 'Accessibilité : non conforme',
  },
  common: {
    loading: 'Chargement…',
    backHome: 'Retour à l’accueil',
    save: 'Enregistrer',
    saved: 'Vos modifications ont été enregistrées.',
    notFoundTitle: 'Page introuvable',
    requestRefusedTitle: 'Requête refusée',
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
    write: 'Écrire à {name}',
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
    total: '{count} {count:service|services}',
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
    missingUnit: 'Ajouter une unité manquante',
  },
  listingBrowse: listingBrowseUi,
  calendar: calendarUi,
  exports: exportUi,
} as const;
