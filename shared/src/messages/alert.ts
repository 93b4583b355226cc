/** Saved searches (alerts) and the invitations to private listings and operations. */
export const alert = {
  errors: {
    requestTypeRequired: 'Veuillez choisir au moins un type de demande.',
    swapTypeRequired: 'Veuillez choisir au moins un type de mise à disposition.',
    categoryRequired: 'Veuillez choisir une catégorie.',
    categoryTopLevel: 'Veuillez choisir une catégorie principale.',
    areaUnknown: "Ce lieu n'existe pas.",
    notFound: "Cette alerte n'existe pas.",
    tokenInvalid: "Ce lien de désinscription n'est pas valide ou a expiré.",
  },
  summary: {
    all: 'Toutes les annonces',
    keyword: '« {keyword} »',
    around: 'à {distance} km de {place}',
    in: 'à {place}',
    category: 'catégorie {category}',
  },
  mail: {
    subject: 'Troc — {count} nouvelle(s) annonce(s) pour votre alerte',
    intro: 'Bonjour {firstname}, de nouvelles annonces correspondent à votre alerte : {summary}.',
    line: '{name} — {place} : {url}',
    more: 'Et {count} autre(s) annonce(s) à découvrir sur la page de votre alerte.',
    action: 'Voir mon alerte',
    unsubscribe: 'Ne plus recevoir cette alerte : {url}',
  },
  notification: '{count} nouvelle(s) annonce(s) : {summary}',
  unsubscribed: 'Votre alerte « {summary} » est désactivée : vous ne recevrez plus ses e-mails.',
  created: 'Votre alerte est enregistrée : vous recevrez par e-mail les nouvelles annonces qui y correspondent.',
  deleted: 'Alerte supprimée.',
} as const;

export const invitation = {
  errors: {
    notFound: "Cette invitation n'existe pas.",
  },
  mail: {
    subjectTroc: 'Troc — vous êtes invité(e) à consulter l’annonce « {name} »',
    subjectOperation: 'Troc — vous êtes invité(e) à consulter l’opération « {name} »',
    introTroc: '{inviter} ({organisation}) vous invite à consulter son annonce privée « {name} » sur Troc.',
    introOperation: '{inviter} ({organisation}) vous invite à consulter son opération privée « {name} » sur Troc.',
    register: 'Vous n’avez pas encore de compte : créez-le avec cette adresse e-mail pour y accéder.',
    actionTroc: 'Voir l’annonce',
    actionOperation: 'Voir l’opération',
    actionRegister: 'Créer mon compte',
  },
  deleted: 'Invitation supprimée.',
} as const;
