/** The savings dashboard of the carbon tools. */
export const dashboardUi = {
  title: 'Tableau de bord des économies',
  /** Entries of the signed-in user menu (the shell's header). */
  menu: 'Tableau de bord des économies',
  libraryMenu: 'Bibliothèque des modèles',
  /** The carbon module's sub-navigation, on its three pages. */
  carbonNav: {
    label: 'Impact carbone',
    methodology: 'Méthodologie',
    dashboard: 'Tableau de bord',
    library: 'Bibliothèque des modèles',
  },
  intro:
    'Les économies, les kilogrammes détournés des déchets et le CO2 évité par le réemploi dans votre organisation, calculés sur les échanges terminés.',
  filters: {
    title: 'Filtres du tableau de bord',
    direction: 'Biens',
    directions: { given: 'Biens cédés', received: 'Biens repris' },
    period: 'Période',
    from: 'Date de début (JJ/MM/AAAA)',
    to: 'Date de fin (JJ/MM/AAAA)',
    presets: {
      last12Months: '12 derniers mois',
      thisYear: 'Cette année',
      lastYear: 'L’année dernière',
    },
  },
  /** « Biens cédés par Mairie de Lyon, du 01/12/2025 au 15/11/2026 ». */
  scope: {
    given: 'Biens cédés par {organisation}, du {from} au {to}',
    received: 'Biens repris par {organisation}, du {from} au {to}',
  },
  export: 'Exporter',
  figures: {
    title: 'Chiffres clés',
    exchanges: 'Échanges terminés',
    items: '{count} {count:bien|biens}',
    economy: 'Économies',
    weight: 'Poids détourné',
    co2: 'CO2 évité',
    notAvailable: 'N/A',
    notAvailableHelp: 'aucun des échanges de la période n’a cette valeur connue',
  },
  co2Unknown: {
    none: 'Tous les échanges de la période ont un CO2 connu.',
    some: '{count} {count:échange n’a|échanges n’ont} pas de CO2 connu : {count:il est compté|ils sont comptés}, sans qu’aucun chiffre ne soit deviné.',
  },
  method: 'Notre méthode d’impact',
  methodLead: 'Chaque chiffre provient d’une méthode publiée :',
  empty: {
    given: 'Aucun échange terminé pour des biens cédés par votre organisation du {from} au {to}.',
    received: 'Aucun échange terminé pour des biens repris par votre organisation du {from} au {to}.',
    hint: 'Élargissez la période ou changez de sens pour voir d’autres échanges.',
  },
  sections: {
    month: 'Par mois',
    service: 'Par service',
    category: 'Par catégorie',
    operation: 'Par opération',
  },
  /** The month chart shows one measure at a time. */
  measure: {
    label: 'Mesure du graphique',
    co2: 'CO2 évité (kgCO2e)',
    economy: 'Économies (€)',
  },
  chart: {
    /** « Graphique : CO2 évité par mois (kgCO2e), de décembre 2025 à novembre 2026 ». */
    month: 'Graphique : {measure} par mois, de {from} à {to}',
    monthOne: 'Graphique : {measure} en {month}',
    /** « Graphique : CO2 évité (kgCO2e) par catégorie, les 10 plus fortes valeurs sur 14 ; en tête : Mobilier avec 12,50 kgCO2e ». */
    top: 'Graphique : {measure} {dimension}, {highest} sur {total} ; en tête : {first} avec {value}',
    all: 'Graphique : {measure} {dimension}, {values} ; en tête : {first} avec {value}',
    noValue: 'Graphique : {measure} {dimension}, aucune valeur connue',
    highest: '{count:la plus forte valeur|les {count} plus fortes valeurs}',
    values: '{count} {count:valeur|valeurs}',
    dimensions: {
      service: 'par service',
      category: 'par catégorie',
      operation: 'par opération',
    },
    topNote: 'Le graphique montre {highest} de CO2 évité ; le tableau donne toutes les lignes.',
    loading: 'Chargement du graphique…',
  },
  table: {
    /** Captions: the accessible equivalents of the charts. */
    caption: 'Tableau : économies {dimension}',
    dimensions: {
      month: 'par mois',
      service: 'par service',
      category: 'par catégorie',
      operation: 'par opération',
    },
    columns: {
      month: 'Mois',
      service: 'Service',
      category: 'Catégorie',
      operation: 'Opération',
      nbTrackers: 'Échanges',
      items: 'Biens',
      economy: 'Économies (€)',
      weightKg: 'Poids (kg)',
      co2Kg: 'CO2 évité (kgCO2e)',
      co2Unknown: 'Sans CO2 connu',
    },
    total: 'Total',
  },
  units: {
    kg: '{value} kg',
    co2: '{value} kgCO2e',
  },
} as const;
