import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ImportFileFormat, ImportKind } from '@troc/shared';
import { importColumns, importTemplate } from './import-columns.js';

export interface TemplateFile {
  fileName: string;
  type: string;
  body: Buffer;
}

const NAMES: Record<ImportKind, string> = { troc: 'modele-import-annonces', tracker: 'modele-import-echanges' };

/**
 * The template of an import: the French headers and a filled example line. The CSV is written for
 * French spreadsheets (`;`, a BOM); the XLSX adds a sheet explaining each column.
 */
export async function templateFile(kind: ImportKind, format: ImportFileFormat): Promise<TemplateFile> {
  const { headers, example } = importTemplate(kind);
  if (format === 'csv') {
    const text = stringify([headers, example], { delimiter: ';', bom: true, record_delimiter: 'windows' });
    return { fileName: `${NAMES[kind]}.csv`, type: 'text/csv; charset=utf-8', body: Buffer.from(text, 'utf-8') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'troc' ? 'Annonces' : 'Échanges', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(14, Math.min(40, (headers[i]?.length ?? 10) + 4, (example[i]?.length ?? 0) + 2));
  });
  const help = workbook.addWorksheet('Aide');
  help.addRow(['Colonne', 'Obligatoire', 'Contenu attendu']).font = { bold: true };
  for (const column of importColumns(kind)) help.addRow([column.label, column.required ? 'Oui' : 'Non', column.help]);
  help.columns = [{ width: 26 }, { width: 12 }, { width: 90 }];
  return {
    fileName: `${NAMES[kind]}.xlsx`,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
