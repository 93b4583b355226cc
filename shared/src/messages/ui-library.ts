/** The impact model library of the carbon tools. */
export const libraryUi = {
  title: 'Bibliothèque des modèles d’impact',
} as const;
