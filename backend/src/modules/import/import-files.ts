import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import type { ImportFileFormat } from '@troc/shared';
import yauzl from 'yauzl';
import { firstSheetRows } from './xlsx-reading.js';

/** A file's rows as text cells, the header row first; read as a stream whatever its size. */
export type RowSource = AsyncGenerator<string[], void, undefined>;

const SNIFF_BYTES = 64 * 1024;

/** The format by the file's first bytes: an XLSX is a ZIP (PK), anything else is read as CSV text. */
export async function sniffFormat(path: string): Promise<ImportFileFormat> {
  const head = await readHead(path, 4);
  return head[0] === 0x50 && head[1] === 0x4b ? 'xlsx' : 'csv';
}

export function readRows(path: string, format: ImportFileFormat): RowSource {
  return format === 'xlsx' ? xlsxRows(path) : csvRows(path);
}

/** Data lines of a file (the header row not counted), each once, as the job will read them. */
export async function countLines(path: string, format: ImportFileFormat, max: number): Promise<number> {
  let lines = -1;
  for await (const row of readRows(path, format)) {
    if (lines >= 0 && isBlank(row)) continue;
    lines += 1;
    if (lines > max) break;
  }
  return Math.max(0, lines);
}

export const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * CSV as French spreadsheets write it: `;` or `,` or tab (guessed from the header line), a BOM or
 * not, UTF-8 or, when the bytes are not valid UTF-8, Windows-1252 (Excel's « CSV (séparateur : point-virgule) »).
 */
async function* csvRows(path: string): RowSource {
  const head = await readHead(path, SNIFF_BYTES);
  const encoding = isUtf8(head) ? 'utf-8' : 'windows-1252';
  const firstLine = new TextDecoder(encoding).decode(head).split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', ',', '\t'].reduce(
    (best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best),
    ';',
  );
  const parser = createReadStream(path)
    .pipe(decoder(encoding))
    .pipe(parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: false, trim: true }));
  for await (const record of parser as AsyncIterable<string[]>) yield record.map((cell) => cell ?? '');
}

/** The first worksheet of a workbook, row by row (see `firstSheetRows`). */
async function* xlsxRows(path: string): RowSource {
  let expected = 1;
  for await (const row of firstSheetRows(path)) {
    // Rows left empty in the sheet are not written in it: keep the numbering of the lines.
    for (; expected < row.number; expected++) yield [];
    yield row.cells;
    expected = row.number + 1;
  }
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Valid UTF-8, allowing a character cut at the end of the sample. */
function isUtf8(sample: Buffer): boolean {
  for (let cut = 0; cut < 4 && cut <= sample.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - cut));
      return true;
    } catch {
      // try without the last bytes
    }
  }
  return false;
}

function decoder(encoding: string): Transform {
  const text = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The pictures' ZIP beside an import: entries indexed by file name (without folders, case ignored),
 * each read when a line names it. Kept open while the import reads it.
 */
export class PictureArchive {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(path: string): Promise<PictureArchive> {
    const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) {
          const name = pictureKey(entry.fileName);
          if (!name.startsWith('.') && !entries.has(name)) entries.set(name, entry);
        }
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', reject);
      zip.readEntry();
    });
    return new PictureArchive(zip, entries);
  }

  get size(): number {
    return this.entries.size;
  }

  has(name: string): boolean {
    return this.entries.has(pictureKey(name));
  }

  /** The picture's bytes, at most `maxBytes` (a larger one answers null). */
  async read(name: string, maxBytes: number): Promise<Buffer | null> {
    const entry = this.entries.get(pictureKey(name));
    if (!entry || entry.uncompressedSize > maxBytes) return null;
    const stream: Readable = await this.zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  close(): void {
    this.zip.close();
  }
}

/** A picture named in a line: its file name alone, case ignored (« Photos/Chaise-1.JPG » is « chaise-1.jpg »). */
export const pictureKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();
