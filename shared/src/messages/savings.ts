/** The savings dashboard's server words (group labels, report titles). */
export const savings = {
  noService: 'Sans service',
  noCategory: 'Sans catégorie',
  noOperation: 'Hors opération',
  unknownService: 'Service supprimé',
  errors: {
    periodOrder: 'La date de fin doit être postérieure ou égale à la date de début.',
  },
  report: {
    title: 'Économies réalisées par le réemploi',
    given: 'Biens cédés par {organisation}',
    received: 'Biens repris par {organisation}',
    period: 'Du {from} au {to}',
    periodFrom: 'Depuis le {from}',
    periodTo: 'Jusqu’au {to}',
    periodAll: 'Depuis le début',
    generated: 'Édité le {date}',
    totals: 'Totaux',
    sheets: {
      month: 'Par mois',
      service: 'Par service',
      category: 'Par catégorie',
      operation: 'Par opération',
    },
    columns: {
      month: 'Mois',
      service: 'Service',
      category: 'Catégorie',
      operation: 'Opération',
      nbTrackers: 'Échanges terminés',
      items: 'Biens',
      economy: 'Économies (€)',
      weightKg: 'Poids détourné (kg)',
      co2Kg: 'CO2 évité (kgCO2e)',
      co2Unknown: 'Échanges sans CO2 connu',
    },
    method:
      'Chaque kgCO2e provient des modèles d’impact choisis pour l’échange ou, à défaut, du facteur par défaut de sa catégorie ; un échange sans facteur est compté sans CO2 (N/A). Méthode et sources : {url}',
    na: 'N/A',
  },
} as const;
