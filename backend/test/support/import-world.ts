import type { ImportDetail } from '@troc/shared';
import yazl from 'yazl';
import { pngPicture } from './listing-world.js';
import type { Client } from './test-app.js';
import { waitFor } from './wait.js';

const HEADERS = ['Catégorie', 'Désignation', 'Description', 'Quantité totale', 'État', "Type d'échange", 'Photos'];

/** A French Excel CSV (`;`, Windows-1252) of `count` listings named `${prefix} n°i`. */
export function importCsv(prefix: string, count: number): Buffer {
  const rows = [
    HEADERS,
    ...Array.from({ length: count }, (_, i) => [
      'Mobilier > Sièges et fauteuils',
      `${prefix} n°${i + 1}`,
      'Fauteuil à roulettes, accoudoirs réglables, bon état général.',
      '4',
      'Très bon état',
      'Don',
      'fauteuil.png',
    ]),
  ];
  return Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'latin1');
}

/** The pictures' archive the lines name. */
export async function importPictures(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(await pngPicture(), 'fauteuil.png');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Uploads and starts an import of `count` lines; its id. */
export async function startImport(client: Client, prefix: string, count: number, pictures: Buffer): Promise<string> {
  const res = await client.agent
    .post('/fr/api/import/upload/troc/')
    .set('X-CSRF-Token', client.csrf)
    .attach('form[file]', importCsv(prefix, count), `${prefix}.csv`)
    .attach('form[images]', pictures, 'photos.zip')
    .expect(201);
  const id = (res.body.data as ImportDetail).id;
  await client.post(`/fr/api/import/start/${id}/`).expect(202);
  return id;
}

/** Polls until `done` holds (the support's one wait, stretched by TEST_SLOWNESS). */
export const until = waitFor;

export const importView = async (client: Client, id: string): Promise<ImportDetail> =>
  (await client.post(`/fr/api/import/view/${id}/`).expect(200)).body.data as ImportDetail;
