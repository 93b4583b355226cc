/** The export modal (supporting §2, §8, §9). */
export const exportUi = {
  /** The button that opens the modal. */
  open: 'Exporter',
  title: 'Exporter',
  /** What the file holds, by export kind. */
  subjects: {
    savings: 'les économies réalisées par le réemploi (par mois, service, catégorie et opération)',
    'troc-mine': 'vos annonces, une ligne par annonce',
    tracker: 'vos échanges, une ligne par échange, avec leurs bilans et les économies réalisées',
    search: 'les annonces trouvées par la recherche, une ligne par annonce',
    'operation-mine': 'vos opérations, une ligne par opération, avec leur nombre d’annonces',
  },
  intro: 'Le fichier contiendra {subject}, selon les filtres en cours.',
  format: 'Format du fichier',
  formats: {
    xlsx: 'Excel (XLSX)',
    csv: 'CSV',
    pdf: 'PDF',
  },
  start: "Lancer l'export",
  cancel: 'Annuler',
  close: 'Fermer',
  progressLabel: "Avancement de l'export",
  progress: "Export en cours. L'opération peut durer jusqu'à une minute.",
  lines: '{processed} / {total} lignes',
  ready: 'Votre fichier est prêt',
  readyHelp: 'Le téléchargement commence de lui-même ; sinon, utilisez le bouton ci-dessous.',
  download: 'Télécharger {fileName}',
  downloadFallback: 'Télécharger le fichier',
} as const;
