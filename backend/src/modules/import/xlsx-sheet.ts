import { StringDecoder } from 'node:string_decoder';

/**
 * A worksheet's rows and a workbook's shared strings read straight from their XML, as text. The
 * parts of SpreadsheetML an import reads are regular (`<row>` of `<c>` holding `<v>`, `<f>` or
 * `<is>`; `<si>` of `<t>` runs): scanning them costs a tenth of an XML parser building events and
 * a cell model for each of the hundreds of thousands of cells of a large inventory.
 */

/** A sheet's size in the format (XFD1048576): a reference beyond it is not a spreadsheet's. */
const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;
/** An element still open after this much text is refused: no row of an inventory comes near. */
const MAX_ELEMENT = 8 * 1024 * 1024;

/** What a cell's text needs besides its sheet. */
export interface SheetContext {
  sharedStrings: readonly string[];
  /** Whether the cell style of this index shows its number as a date. */
  isDateStyle(style: number): boolean;
  /** The workbook counts its days from 1904 (older Mac spreadsheets) rather than 1900. */
  date1904: boolean;
}

/** A sheet row: its number in the sheet (from 1) and its cells' text, columns from A. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** The rows of a worksheet part, from its bytes as they are inflated. */
export async function* sheetRows(chunks: AsyncIterable<Buffer>, context: SheetContext): AsyncGenerator<SheetRow> {
  let previous = 0;
  for await (const [head, body] of elements(chunks, 'row')) {
    const number = Number.parseInt(attribute(head, 'r') ?? '', 10) || previous + 1;
    if (number > MAX_ROWS) throw new Error(`Ligne ${number} au-delà de la dernière ligne d'une feuille.`);
    previous = number;
    yield { number, cells: cellsOf(body, context) };
  }
}

/** The shared strings of a workbook, each as its text (rich runs joined, phonetic guides left out). */
export async function sharedStrings(chunks: AsyncIterable<Buffer>): Promise<string[]> {
  const strings: string[] = [];
  for await (const [, body] of elements(chunks, 'si')) strings.push(textOf(body));
  return strings;
}

/**
 * Each `<name …>…</name>` (or `<name …/>`) of the stream, as its start tag's attributes and its
 * inner XML. Only the unread rest of the text is kept between two chunks.
 */
async function* elements(chunks: AsyncIterable<Buffer>, name: string): AsyncGenerator<[string, string]> {
  const decoder = new StringDecoder('utf8');
  const close = `</${name}>`;
  let text = '';
  for await (const chunk of chunks) {
    text += decoder.write(chunk);
    let at = 0;
    for (;;) {
      const open = startOf(text, name, at);
      if (open < 0) {
        // Nothing begins here: only a tag cut at the end of the chunk is worth keeping.
        at = Math.max(at, text.length - name.length - 1);
        break;
      }
      const headEnd = endOfTag(text, open);
      if (headEnd < 0) {
        at = open;
        break;
      }
      const empty = text.charCodeAt(headEnd - 1) === SLASH;
      const head = text.slice(open + name.length + 1, empty ? headEnd - 1 : headEnd);
      if (empty) {
        yield [head, ''];
        at = headEnd + 1;
        continue;
      }
      const end = text.indexOf(close, headEnd);
      if (end < 0) {
        at = open;
        break;
      }
      yield [head, text.slice(headEnd + 1, end)];
      at = end + close.length;
    }
    text = text.slice(at);
    // Each piece rescans what is still open: bounded, a malformed part cannot hold the reader.
    if (text.length > MAX_ELEMENT) throw new Error(`Un élément <${name}> du classeur ne se ferme pas.`);
  }
}

const SLASH = 0x2f;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const GREATER = 0x3e;

/** Where `<name` begins as a whole tag name (not `<rowBreaks` for `row`), from `from`; -1 if nowhere. */
function startOf(text: string, name: string, from: number): number {
  for (let at = text.indexOf(`<${name}`, from); at >= 0; at = text.indexOf(`<${name}`, at + 1)) {
    const next = text.charCodeAt(at + name.length + 1);
    if (Number.isNaN(next)) return at; // cut at the end: the caller waits for more text
    if (next === GREATER || next === SLASH || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) {
      return at;
    }
  }
  return -1;
}

/** The `>` closing the start tag at `open` (a `>` inside an attribute's quotes does not); -1 if not yet read. */
function endOfTag(text: string, open: number): number {
  let quote = 0;
  for (let at = open + 1; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === QUOTE || c === APOSTROPHE) quote = c;
    else if (c === GREATER) return at;
  }
  return -1;
}

/** An attribute's value in a start tag's attributes (` r="A1" s="2"`), undefined when absent. */
function attribute(head: string, name: string): string | undefined {
  for (let at = head.indexOf(name, 0); at >= 0; at = head.indexOf(name, at + 1)) {
    const before = head.charCodeAt(at - 1);
    if (at > 0 && before !== 0x20 && before !== 0x09 && before !== 0x0a && before !== 0x0d) continue;
    let i = at + name.length;
    while (head.charCodeAt(i) === 0x20) i++;
    if (head.charCodeAt(i) !== 0x3d) continue; // '='
    i++;
    while (head.charCodeAt(i) === 0x20) i++;
    const quote = head.charCodeAt(i);
    if (quote !== QUOTE && quote !== APOSTROPHE) continue;
    const end = head.indexOf(String.fromCharCode(quote), i + 1);
    return end < 0 ? undefined : decode(head.slice(i + 1, end));
  }
  return undefined;
}

/** A cell's reference, style and type among its attributes. */
const CELL_ATTRIBUTE = /(?:^|\s)(r|s|t)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * A row's cells by their column (A is 0); a cell without a reference follows the one before it.
 * A cell's attributes (r, s, t, cm, vm, ph) hold references, numbers and names, never a `>`.
 */
function cellsOf(row: string, context: SheetContext): string[] {
  const cells: string[] = [];
  let column = -1;
  for (let open = startOf(row, 'c', 0); open >= 0;) {
    const headEnd = row.indexOf('>', open);
    if (headEnd < 0) break;
    const empty = row.charCodeAt(headEnd - 1) === SLASH;
    const head = row.slice(open + 2, empty ? headEnd - 1 : headEnd);
    let ref = '';
    let type: string | undefined;
    let style = 0;
    CELL_ATTRIBUTE.lastIndex = 0;
    for (let found = CELL_ATTRIBUTE.exec(head); found; found = CELL_ATTRIBUTE.exec(head)) {
      const value = found[2] ?? found[3]!;
      if (found[1] === 'r') ref = value;
      else if (found[1] === 't') type = value;
      else style = Number.parseInt(value, 10) || 0;
    }
    column = ref ? columnOf(ref) : column + 1;
    if (column >= MAX_COLUMNS)
      throw new Error(`Cellule ${ref || column + 1} au-delà de la dernière colonne d'une feuille.`);
    if (empty) {
      open = startOf(row, 'c', headEnd + 1);
      continue;
    }
    const end = row.indexOf('</c>', headEnd);
    if (end < 0) break; // a cell left open: nothing after it is a cell
    const value = valueOf(row.slice(headEnd + 1, end), type, style, context);
    if (value && column >= 0) cells[column] = value;
    open = startOf(row, 'c', end + 4);
  }
  for (let i = 0; i < cells.length; i++) cells[i] ??= '';
  return cells;
}

/** « AB12 » → 27 (A is 0): the letters of a cell reference. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 0x61 || c > 0x7a || column > MAX_COLUMNS) break;
    column = column * 26 + (c - 0x60);
  }
  return column - 1;
}

/**
 * A cell's text by its type: a shared or inline string, a formula's result, a boolean, a number
 * (a date as YYYY-MM-DD when its style shows a date), nothing for an error.
 */
function valueOf(inner: string, type: string | undefined, style: number, context: SheetContext): string {
  if (type === 'inlineStr') return textOf(inner);
  const v = childText(inner, 'v');
  if (v === null) return '';
  switch (type) {
    case 's':
      return context.sharedStrings[Number.parseInt(v, 10)] ?? '';
    case 'str':
      return decode(v).trim();
    case 'b':
      return Number.parseInt(v, 10) !== 0 ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.exec(v.trim())?.[0] ?? '';
    default: {
      const number = Number.parseFloat(v);
      if (Number.isNaN(number)) return '';
      if (!context.isDateStyle(style)) return String(number);
      const date = new Date(Math.round((number - 25569 + (context.date1904 ? 1462 : 0)) * 86_400_000));
      return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
    }
  }
}

/** The text of the first `<name>` child, null when there is none. */
function childText(inner: string, name: string): string | null {
  const open = startOf(inner, name, 0);
  if (open < 0) return null;
  const headEnd = endOfTag(inner, open);
  if (headEnd < 0 || inner.charCodeAt(headEnd - 1) === SLASH) return '';
  const end = inner.indexOf(`</${name}>`, headEnd);
  return inner.slice(headEnd + 1, end < 0 ? inner.length : end);
}

/** A string item's text: its `<t>` runs joined, those of phonetic guides (`<rPh>`) left out, trimmed. */
function textOf(inner: string): string {
  const body = withoutPhonetics(inner);
  let text = '';
  let at = 0;
  for (let open = startOf(body, 't', at); open >= 0; open = startOf(body, 't', at)) {
    const headEnd = endOfTag(body, open);
    if (headEnd < 0) break;
    if (body.charCodeAt(headEnd - 1) === SLASH) {
      at = headEnd + 1;
      continue;
    }
    const end = body.indexOf('</t>', headEnd);
    if (end < 0) break;
    text += body.slice(headEnd + 1, end);
    at = end + 4;
  }
  return decode(text).trim();
}

/** A string item without its phonetic guides (`<rPh>`, the reading of Japanese text). */
function withoutPhonetics(inner: string): string {
  if (!inner.includes('<rPh')) return inner;
  let kept = '';
  let at = 0;
  for (let open = startOf(inner, 'rPh', 0); open >= 0; open = startOf(inner, 'rPh', at)) {
    kept += inner.slice(at, open);
    const end = inner.indexOf('</rPh>', open);
    if (end < 0) return kept; // left open: nothing after it is text
    at = end + 6;
  }
  return kept + inner.slice(at);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text content: XML's five named entities and its numeric character references decoded, CDATA sections as written. */
function decode(text: string): string {
  if (!text.includes('<![CDATA[')) return decodeEntities(text);
  let decoded = '';
  let at = 0;
  for (let open = text.indexOf('<![CDATA['); open >= 0; open = text.indexOf('<![CDATA[', at)) {
    const end = text.indexOf(']]>', open + 9);
    if (end < 0) break;
    decoded += decodeEntities(text.slice(at, open)) + text.slice(open + 9, end);
    at = end + 3;
  }
  return decoded + decodeEntities(text.slice(at));
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (name.charCodeAt(0) !== 0x23) return ENTITIES[name] ?? whole;
    const code = name.charCodeAt(1) === 0x78 ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
