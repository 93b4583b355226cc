import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadMail {
  to: string;
  subject: string;
  body: string;
  /** The links of the body (the headers' List-Unsubscribe is in `header`). */
  links: string[];
  /** A header's unfolded value ('' when absent). */
  header(name: string): string;
}

/** Decodes the .eml files written by the embedded mail transport (quoted-printable bodies). */
export function readMails(mailDir: string): ReadMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(readFileSync(join(mailDir, f), 'utf8')));
}

export function parseEml(raw: string): ReadMail {
  // Long headers are folded over several lines.
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const decodedSubject = decodeMimeWords(header('Subject'));
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const text = Buffer.from(body, 'latin1').toString('utf8');
  const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { to: header('To'), subject: decodedSubject, body: text, links, header };
}

function decodeMimeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
