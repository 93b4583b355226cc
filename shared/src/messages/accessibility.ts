/**
 * The accessibility statement (« Déclaration d'accessibilité »), on the model of the RGAA 4.1.
 * Its facts (state, tested pages, results, date) are kept up to date with the automated
 * checks of the browser journeys (frontends/e2e/support/a11y.ts).
 */
export const accessibilityUi = {
  title: 'Déclaration d’accessibilité',
  intro:
    'Troc s’engage à rendre ses services numériques accessibles, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.',
  scope: 'Cette déclaration d’accessibilité s’applique à la place de marché du réemploi Troc ({site}).',

  stateTitle: 'État de conformité',
  state:
    'Troc est non conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1 : aucun audit complet n’a encore été réalisé, et le RGAA tient pour non conforme un service qui n’a pas été audité. Les non-conformités et les contenus connus sont énumérés ci-dessous.',
  stateBasis:
    'Cet état repose sur des tests automatisés et sur des vérifications manuelles ciblées (navigation au clavier, visibilité du focus, contrastes). Aucun audit complet des 106 critères du RGAA n’a encore été réalisé : aucun taux de conformité n’est donc publié. Les tests automatisés ne détectent qu’une partie des défauts d’accessibilité.',

  resultsTitle: 'Résultats des tests',
  results:
    'Les règles des WCAG 2.1 de niveaux A et AA de l’outil axe-core sont vérifiées automatiquement, à chaque exécution des parcours de test, sur les pages suivantes :',
  pages: [
    'Accueil',
    'Recherche d’annonces',
    'Connexion',
    'Inscription (les deux étapes)',
    'Fiche d’une annonce',
    'Mes annonces',
    'Déposer une annonce',
    'Modifier une annonce (onglets Détails, Diffusion et prix, Calendrier, Adresse)',
    'Déclaration d’accessibilité',
  ],
  resultsOutcome:
    'Résultat : aucune violation de gravité sérieuse ou critique. Avant les corrections de novembre 2026, 253 éléments en défaut avaient été relevés sur six de ces pages (contrastes des textes secondaires, des étiquettes et des textes indicatifs, liens distingués par la seule couleur).',

  nonAccessibleTitle: 'Contenus non accessibles',
  nonCompliantTitle: 'Non-conformités',
  nonCompliant: [
    'Outil de retouche des photos : le cadre de recadrage se déplace et se redimensionne à la souris ou au toucher seulement (les boutons zoomer, pivoter, retourner et réinitialiser sont utilisables au clavier). Une photo peut être publiée sans retouche.',
    'Photos des annonces : leur alternative textuelle est générique (« Photo 1 de l’annonce ») et ne décrit pas l’objet ; la description de l’annonce en tient lieu.',
    'Listes de suggestions (organismes, communes, zones de recherche) et sélecteurs de dates : fournis par la bibliothèque Ant Design, ils n’ont pas été vérifiés avec des lecteurs d’écran.',
    'Pages non encore vérifiées automatiquement : profil, favoris, modération, organisation, impact.',
  ],
  derogationsTitle: 'Dérogations pour charge disproportionnée',
  derogations: 'Aucune.',
  exemptTitle: 'Contenus non soumis à l’obligation d’accessibilité',
  exempt: [
    'Carte de la fiche d’une annonce (Leaflet, fond OpenStreetMap) : la carte n’est pas accessible, mais l’adresse (code postal, commune et lieu de retrait) est donnée en texte juste à côté.',
    'Photos et documents déposés par les utilisateurs (contenus de tiers).',
  ],

  establishmentTitle: 'Établissement de cette déclaration',
  date: 'Cette déclaration a été établie le 23 novembre 2026.',
  technologiesTitle: 'Technologies utilisées pour la réalisation du site',
  technologies: [
    'HTML5',
    'CSS',
    'JavaScript (React, Ant Design)',
    'WAI-ARIA',
    'Leaflet (carte)',
    'Cropper.js (retouche des photos)',
  ],
  environmentTitle: 'Environnement de test',
  environment:
    'Les vérifications ont été faites avec Chromium (Debian, sans interface graphique, sous Linux) piloté par Playwright, et au clavier. Aucun test n’a encore été fait avec un lecteur d’écran (NVDA, JAWS, VoiceOver).',
  toolsTitle: 'Outils pour évaluer l’accessibilité',
  tools: [
    'axe-core (Deque Systems), règles WCAG 2.1 A et AA',
    'Mesure des contrastes des couleurs du thème (tests unitaires)',
  ],

  contactTitle: 'Retour d’information et contact',
  contact:
    'Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le responsable de Troc pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme :',
  contactEmail: 'Écrire à {contact}',
  contactLink: 'Formulaire de contact',

  remedyTitle: 'Voie de recours',
  remedy:
    'Cette procédure est à utiliser dans le cas suivant : vous avez signalé au responsable du site un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un des services et vous n’avez pas obtenu de réponse satisfaisante.',
  remedyWays: 'Vous pouvez :',
  remedyForm: 'écrire un message au Défenseur des droits (formulaire en ligne)',
  remedyDelegate: 'contacter le délégué du Défenseur des droits dans votre région',
  remedyMail: 'envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) :',
  remedyAddress: ['Défenseur des droits', 'Libre réponse 71120', '75342 Paris CEDEX 07'],
  remedyFormUrl: 'https://formulaire.defenseurdesdroits.fr/',
  remedyDelegateUrl: 'https://www.defenseurdesdroits.fr/saisir/delegues',
} as const;
