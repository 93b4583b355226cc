import ExcelJS from 'exceljs';
import { posix } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw, type ZlibOptions } from 'node:zlib';
import yauzl from 'yauzl';
import { sharedStrings, type SheetRow, sheetRows } from './xlsx-sheet.js';

/**
 * The parts of exceljs's streaming reader that read a workbook's relations, tabs and styles; the
 * sheet and its shared strings are scanned as text (`xlsx-sheet.ts`). Its own pass over the ZIP is
 * not used: it reads the archive as a stream through unzipper, whose end can be announced while
 * the last entries are still waiting to be read, so that now and then a workbook loses its
 * `workbook.xml` (a crash) or its `styles.xml` (dates read as numbers). Here the archive is opened
 * by its central directory and each part is read in the order the sheet needs.
 */
interface ReaderParts {
  model?: { sheets?: { rId: string }[] };
  properties?: { model?: { date1904?: boolean } };
  workbookRels?: { Id: string; Target: string }[];
  styles?: { getStyleModel(id: number): { numFmt?: string } | null };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
}

/** The workbook's first sheet (its first tab), row by row, each cell as text. */
export async function* firstSheetRows(path: string): AsyncGenerator<SheetRow, void, undefined> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const entries = await entriesOf(zip);
    const open = (name: string) => {
      const entry = entries.get(name);
      return entry ? partOf(zip, entry) : null;
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      worksheets: 'emit',
      sharedStrings: 'ignore',
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
    const shared = strings ? await sharedStrings(strings) : [];
    const styles = await open('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);

    const sheetPath = firstSheetPath(reader, [...entries.keys()]);
    const sheet = sheetPath ? await open(sheetPath) : null;
    if (!sheetPath || !sheet) throw new Error('Aucune feuille dans le classeur.');
    const dates = new Map<number, boolean>();
    yield* sheetRows(sheet, {
      sharedStrings: shared,
      date1904: reader.properties?.model?.date1904 === true,
      isDateStyle: (style) => {
        let date = dates.get(style);
        if (date === undefined) {
          date = isDateFormat(reader.styles?.getStyleModel(style)?.numFmt);
          dates.set(style, date);
        }
        return date;
      },
    });
  } finally {
    zip.close();
  }
}

/** A number format showing a date or a time (the letters of days, months, years, hours outside quotes and brackets). */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
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

/**
 * A part's bytes as they are inflated, in large pieces read ahead: zlib works on the next rows in
 * its own thread while the import checks and writes the ones before, where yauzl's own stream
 * would give 16 kB at a time, each waited for.
 */
async function partOf(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  if (entry.compressionMethod === 0) return raw;
  if (entry.compressionMethod !== 8) {
    raw.destroy();
    throw new Error(`Méthode de compression ${entry.compressionMethod} inconnue.`);
  }
  // zlib hands its options to its stream: the read-ahead is the stream's high-water mark.
  const inflate = createInflateRaw({ chunkSize: 256 * 1024, highWaterMark: 1024 * 1024 } as ZlibOptions);
  pipeline(raw, inflate, () => undefined); // an error reaches the reader through `inflate`
  return inflate;
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
