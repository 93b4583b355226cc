import ExcelJS from 'exceljs';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * The parts of exceljs's streaming reader that turn a workbook's XML into rows. Its own pass over
 * the ZIP is not used: it reads the archive as a stream through unzipper, whose end can be
 * announced while the last entries are still waiting to be read, so that now and then a workbook
 * loses its `workbook.xml` (a crash) or its `styles.xml` (dates read as numbers). Here the archive
 * is opened by its central directory and each part is read in the order the sheet needs.
 */
interface ReaderParts {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** The workbook's first sheet (its first tab), read as a stream of exceljs rows. */
export async function* firstSheetRows(path: string): AsyncGenerator<ExcelJS.Row, void, undefined> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const entries = await entriesOf(zip);
    const open = (name: string) => {
      const entry = entries.get(name);
      return entry ? zip.openReadStreamPromise(entry) : null;
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // The cells' number formats tell a date from a number.
      styles: 'cache',
      entries: 'ignore',
    }) as unknown as ReaderParts;

    const rels = await open('xl/_rels/workbook.xml.rels');
    if (rels) await reader._parseRels(rels);
    const workbook = await open('xl/workbook.xml');
    if (workbook) await reader._parseWorkbook(workbook);
    const strings = await open('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    const styles = await open('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);

    const sheetPath = firstSheetPath(reader, [...entries.keys()]);
    const sheet = sheetPath ? await open(sheetPath) : null;
    if (!sheetPath || !sheet) throw new Error('Aucune feuille dans le classeur.');
    const sheetNo = /sheet(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
    for (const { eventType, value } of reader._parseWorksheet(sheet, sheetNo)) {
      if (eventType !== 'worksheet') continue;
      for await (const row of value as unknown as AsyncIterable<ExcelJS.Row>) yield row;
      return;
    }
  } finally {
    zip.close();
  }
}

/** The first tab's part by the workbook and its relations; else the lowest-numbered sheet part. */
function firstSheetPath(reader: ReaderParts, names: string[]): string | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
    if (names.includes(path)) return path;
  }
  const number = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);
  return names.filter((name) => !Number.isNaN(number(name))).sort((a, b) => number(a) - number(b))[0];
}

/** The archive's entries by name, from its central directory. */
function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}
