import type { ObjectStoreConfig } from './config.js';

const TRUE = ['1', 'true', 'yes'];

/**
 * FILE_STORAGE_URL, one address for the whole store:
 *   s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…&forcePathStyle=true   (HTTPS to host)
 *   http(s)://KEY:SECRET@host[:port]/bucket[/prefix]?region=…                  (that endpoint, e.g. MinIO on http)
 *   s3:///bucket?region=eu-west-3                                              (AWS itself, credentials from AWS_* variables)
 * Key and secret are URL-encoded; without them the SDK's usual sources (AWS_* variables, roles) apply.
 * Query: region (default us-east-1), forcePathStyle (default true with an endpoint), publicEndpoint.
 */
export function objectStore(
  raw: string | undefined,
  presignRaw: string | undefined,
  problems: string[],
): ObjectStoreConfig | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    problems.push("FILE_STORAGE_URL n'est pas une URL valide.");
    return null;
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!['s3', 'http', 'https'].includes(scheme)) {
    problems.push('FILE_STORAGE_URL doit commencer par s3://, https:// ou http://.');
    return null;
  }
  const [bucket = '', ...rest] = decodeURIComponent(url.pathname).replace(/^\/+/, '').split('/').filter(Boolean);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push("FILE_STORAGE_URL doit nommer un bucket valide après l'hôte, par exemple s3://clé:secret@hôte/troc.");
    return null;
  }
  const host = url.host;
  const endpoint = host ? `${scheme === 'http' ? 'http' : 'https'}://${host}` : null;
  const params = url.searchParams;
  const forcePathStyle = params.has('forcePathStyle')
    ? TRUE.includes(params.get('forcePathStyle')!.toLowerCase())
    : endpoint !== null;
  const presignSeconds = presignRaw ? Number(presignRaw) : 0;
  if (!Number.isInteger(presignSeconds) || presignSeconds < 0 || presignSeconds > 7 * 86400) {
    problems.push(`FILE_STORAGE_PRESIGN_SECONDS doit être un entier entre 0 et ${7 * 86400} (reçu « ${presignRaw} »).`);
  }
  const publicEndpoint = params.get('publicEndpoint');
  if (publicEndpoint && !/^https?:\/\/[^/]+\/?$/.test(publicEndpoint)) {
    problems.push('FILE_STORAGE_URL : publicEndpoint doit être une adresse http(s) sans chemin.');
  }
  return {
    endpoint,
    region: params.get('region') || 'us-east-1',
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : null,
    forcePathStyle,
    presignSeconds: Number.isInteger(presignSeconds) && presignSeconds > 0 ? presignSeconds : 0,
    publicEndpoint: publicEndpoint ? publicEndpoint.replace(/\/$/, '') : null,
  };
}
