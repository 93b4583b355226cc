import { fr } from '@troc/shared';
import { FormError } from '../../core/errors/index.js';
import type { DataImport } from './entities/data-import.entity.js';
import { isBlank, PictureArchive, readRows } from './import-files.js';

const E = fr.imports.errors;

/** An import's data line: its row number in the file and each cell under the column key it is mapped to. */
export interface FileLine {
  lineNumber: number;
  cells: Record<string, string>;
}

/** The import's file cannot be parsed as its format: the user's to fix, not worth another try. */
export class UnreadableFile extends Error {
  constructor(cause: unknown) {
    super(`Unreadable import file: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'UnreadableFile';
  }
}

/**
 * The file's data lines with their row numbers, by the import's mapping (blank rows skipped). A
 * failure to parse it is an UnreadableFile.
 */
export async function* fileLines(
  record: Pick<DataImport, 'headers' | 'mapping' | 'format'>,
  path: string,
): AsyncGenerator<FileLine> {
  const index = new Map(record.headers.map((header, i) => [header, i]));
  const columns = Object.entries(record.mapping).flatMap(([key, header]) =>
    header !== null && index.has(header) ? [[key, index.get(header)!] as const] : [],
  );
  let rowNumber = 0;
  try {
    for await (const row of readRows(path, record.format)) {
      rowNumber += 1;
      if (rowNumber === 1 || isBlank(row)) continue;
      const cells: Record<string, string> = {};
      // Bounded so a line always fits its row; a cell longer than its field allows is refused all the same.
      for (const [key, i] of columns) cells[key] = (row[i] ?? '').trim().slice(0, key === 'description' ? 5001 : 1000);
      yield { lineNumber: rowNumber, cells };
    }
  } catch (error) {
    // Only the reading can throw here: what the caller does with a line does not come back in.
    throw new UnreadableFile(error);
  }
}

/** The file's header row, each column named once (a 422 in French when there is none or it cannot be read). */
export async function readHeaders(path: string, format: DataImport['format']): Promise<string[]> {
  let headers: string[] | null = null;
  try {
    for await (const row of readRows(path, format)) {
      headers = row.map((h) => h.trim());
      break;
    }
  } catch {
    throw FormError.field('file', E.unreadable);
  }
  if (!headers || headers.every((h) => !h)) throw FormError.field('file', E.noHeader);
  // Headers name the columns: an empty or repeated one is numbered so each stays distinct.
  const seen = new Map<string, number>();
  return headers.map((header, i) => {
    const name = header.slice(0, 120) || `Colonne ${i + 1}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** The pictures in an uploaded archive (a 422 when it is not a ZIP). */
export async function countPictures(path: string): Promise<number> {
  try {
    const archive = await PictureArchive.open(path);
    const size = archive.size;
    archive.close();
    return size;
  } catch {
    throw FormError.field('images', E.imagesType);
  }
}
