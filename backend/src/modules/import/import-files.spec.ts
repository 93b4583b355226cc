import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countLines, readRows, sniffFormat } from './import-files.js';

const dir = mkdtempSync(join(tmpdir(), 'troc-import-files-'));
const file = (name: string, body: Buffer | string) => {
  const path = join(dir, name);
  writeFileSync(path, body);
  return path;
};
const rows = async (path: string) => {
  const all: string[][] = [];
  for await (const row of readRows(path, await sniffFormat(path))) all.push(row);
  return all;
};

describe('import files', () => {
  it('reads a French Excel CSV: semicolons, Windows-1252, quoted cells on several lines', async () => {
    const path = file(
      'excel.csv',
      Buffer.from('Nom;État\r\n"Bureau; chêne";Très bon état\r\n"Deux\r\nlignes";Neuf\r\n', 'latin1'),
    );
    expect(await sniffFormat(path)).toBe('csv');
    expect(await rows(path)).toEqual([
      ['Nom', 'État'],
      ['Bureau; chêne', 'Très bon état'],
      ['Deux\r\nlignes', 'Neuf'],
    ]);
  });

  it('reads a UTF-8 CSV with a BOM and commas, and counts its lines without blank ones', async () => {
    const path = file('utf8.csv', '\ufeffNom,Poids\nÉtagère,"12,5"\n\n,\nLampe,2\n');
    expect(await rows(path)).toEqual([['Nom', 'Poids'], ['Étagère', '12,5'], [''], ['', ''], ['Lampe', '2']]);
    expect(await countLines(path, 'csv', 100)).toBe(2);
    expect(await countLines(path, 'csv', 1)).toBe(2);
  });
});
