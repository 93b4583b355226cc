/** Labels of the ProConnect button, of the link confirmation and of the pre-filled registration. */
export const proconnectUi = {
  button: 'S’identifier avec ProConnect',
  buttonFirstLine: 'S’identifier avec',
  buttonSecondLine: 'ProConnect',
  whatIs: 'Qu’est-ce que ProConnect ?',
  whatIsTitle: 'Qu’est-ce que ProConnect ? - nouvelle fenêtre',
  whatIsUrl: 'https://proconnect.gouv.fr/',
  or: 'ou',
  backToPassword: 'Se connecter avec un mot de passe',
  link: {
    title: 'Relier votre compte Troc à ProConnect',
    intro:
      'Un compte Troc existe déjà avec l’adresse {email}. Une fois relié, vous vous connecterez à ce compte avec ProConnect.',
    confirm: 'Relier mon compte',
    cancel: 'Annuler',
  },
  register: {
    notice:
      'Vous êtes identifié avec ProConnect ({email}). Votre établissement (SIRET {siret}) n’est pas encore inscrit sur Troc : vérifiez votre organisation, puis créez votre compte.',
    submit: 'Créer mon compte',
    cancel: 'Annuler',
  },
} as const;
