// Test doubles of the import specs (never imported by application code).
import {
  ImportStatus,
  type ImportDetail,
  type ImportLineView,
  type ImportSummary,
  type ListResponse,
} from '@troc/shared';

export function importSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: 'imp-1',
    kind: 'troc',
    name: 'inventaire-magasin.xlsx',
    importDate: '2026-03-14T09:05:00',
    importStatus: { name: ImportStatus.Terminated },
    operation: { slug: 'demenagement-tastet', name: 'Déménagement Tastet', writable: true },
    nbLines: 12,
    nbLinesProcessed: 12,
    nbSuccessLines: 9,
    nbToCompleteLines: 2,
    nbErrorLines: 1,
    nbImages: 0,
    ...overrides,
  };
}

export function importDetail(overrides: Partial<ImportDetail> = {}): ImportDetail {
  return {
    ...importSummary({
      importStatus: { name: ImportStatus.ToComplete },
      nbLines: 2,
      nbLinesProcessed: 0,
      nbSuccessLines: 0,
      nbToCompleteLines: 0,
      nbErrorLines: 0,
      operation: null,
    }),
    headers: ['Titre', 'Famille', 'Qté', 'Commentaire'],
    columns: [
      { key: 'name', label: 'Nom', required: true, help: "Titre de l'annonce (5 caractères au moins)." },
      { key: 'category', label: 'Catégorie', required: true, help: 'Nom de la catégorie.' },
      { key: 'itemTotalQuantity', label: 'Quantité totale', required: false, help: 'Nombre entier.' },
      { key: 'brand', label: 'Marque', required: false, help: '' },
    ],
    mapping: { name: 'Titre', category: 'Famille', itemTotalQuantity: 'Qté', brand: null },
    ...overrides,
  };
}

export const toCompleteLine: ImportLineView = {
  lineNumber: 2,
  lineStatus: { name: 'ToComplete' },
  report: {
    message: 'La ligne #2 a remonté des erreurs et doit être complétée',
    detail: 'Veuillez vérifier la conformité des valeurs suivantes : Qté',
    issues: [{ column: 'Qté', value: 'douze', messages: ['Nombre entier attendu.'] }],
  },
  troc: { slug: 'fauteuil-bleu', name: 'Fauteuil bleu' },
  tracker: null,
};

export const successLine: ImportLineView = {
  lineNumber: 3,
  lineStatus: { name: 'Success' },
  report: { message: 'La ligne #3 est valide et a été traitée avec succès', issues: [] },
  troc: { slug: 'table-ronde', name: 'Table ronde' },
  tracker: null,
};

export const failedLine: ImportLineView = {
  lineNumber: 4,
  lineStatus: { name: 'Failed' },
  report: {
    message: "La ligne #4 n'a pas pu être traitée",
    detail: 'Veuillez vérifier la conformité des valeurs suivantes : Famille',
    issues: [{ column: 'Famille', value: 'Bazar', messages: ['Catégorie inconnue'] }],
  },
  troc: null,
  tracker: null,
};

export const listOf = <T>(data: T[], total = data.length): ListResponse<T> => ({
  data,
  total: data.length,
  total_results: total,
  url: '',
});
