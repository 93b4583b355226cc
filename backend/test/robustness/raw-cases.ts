import { gzipSync } from 'node:zlib';

export type RawCase = {
  name: string;
  contentType: string;
  body: Buffer | string;
  headers?: Record<string, string>;
};

const multipart = (boundary: string, fileName: string, complete: boolean) => {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="form[file]"; filename="${fileName}"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  const tail = complete ? `\r\n--${boundary}--\r\n` : '';
  return Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from('\x89PNG\r\n\x1a\nxxxx', 'latin1'), Buffer.from(tail)]);
};

/** Bodies that once failed before any route ran: each is sent to every route, as everyone. */
export const RAW_CASES: RawCase[] = [
  { name: 'JSON en latin1', contentType: 'application/json; charset=latin1', body: '{"a":"é"}' },
  { name: 'JSON en koi8-r', contentType: 'application/json; charset=koi8-r', body: '{"a":"b"}' },
  { name: 'formulaire en latin1', contentType: 'application/x-www-form-urlencoded; charset=latin1', body: 'a=b' },
  {
    name: 'gzip annoncé, corps en clair',
    contentType: 'application/json',
    body: '{"a":1}',
    headers: { 'Content-Encoding': 'gzip' },
  },
  {
    name: 'encodage inconnu',
    contentType: 'application/json',
    body: '{"a":1}',
    headers: { 'Content-Encoding': 'snappy' },
  },
  {
    name: 'vrai gzip',
    contentType: 'application/json',
    body: gzipSync('{"page":1}'),
    headers: { 'Content-Encoding': 'gzip' },
  },
  {
    name: '1 001 paramètres',
    contentType: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&'),
  },
  {
    name: 'formulaire imbriqué 40 fois',
    contentType: 'application/x-www-form-urlencoded',
    body: `form${'[a]'.repeat(40)}=1`,
  },
  {
    name: 'JSON imbriqué 3 000 fois',
    contentType: 'application/json',
    body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  },
  { name: 'JSON liste', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'JSON texte', contentType: 'application/json', body: '"texte"' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'JSON illisible', contentType: 'application/json', body: '{"a":' },
  { name: 'texte brut', contentType: 'text/plain', body: 'bonjour' },
  { name: 'corps de 1,2 Mo', contentType: 'application/json', body: `{"a":"${'x'.repeat(1_200_000)}"}` },
  { name: 'multipart sans frontière', contentType: 'multipart/form-data', body: 'xxxx' },
  {
    name: 'multipart tronqué',
    contentType: 'multipart/form-data; boundary=----troc',
    body: multipart('----troc', 'photo.png', false),
  },
  {
    name: 'nom de fichier avec octet nul',
    contentType: 'multipart/form-data; boundary=----troc',
    body: multipart('----troc', 'pho\u0000to.png', true),
  },
  { name: 'JSON avec surrogate isolé', contentType: 'application/json', body: '{"form":{"query":"\\ud800"}}' },
];
