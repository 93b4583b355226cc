import { ConfigError, loadConfig } from './config.js';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', VAR_DIR: '/tmp/troc-config', ...env });

describe('FILE_STORAGE_URL', () => {
  it('keeps the local disk without it', () => {
    expect(config({}).fileStorage).toBeNull();
  });

  it('reads an s3:// address (HTTPS to the host), its encoded keys, bucket, prefix and region', () => {
    expect(
      config({ FILE_STORAGE_URL: 's3://AK%2F1:se%2Bcret@s3.fr-par.scw.cloud/troc-prod/site-a?region=fr-par' })
        .fileStorage,
    ).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      bucket: 'troc-prod',
      prefix: 'site-a/',
      credentials: { accessKeyId: 'AK/1', secretAccessKey: 'se+cret' },
      forcePathStyle: true,
      presignSeconds: 0,
      publicEndpoint: null,
    });
  });

  it('reads an http(s) endpoint, AWS without a host, and the signed pictures option', () => {
    const minio = config({
      FILE_STORAGE_URL:
        'http://troc:secret@minio:9000/troc?forcePathStyle=true&publicEndpoint=https://fichiers.example.fr',
      FILE_STORAGE_PRESIGN_SECONDS: '300',
    }).fileStorage;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'troc', prefix: '', presignSeconds: 300 });
    expect(minio?.publicEndpoint).toBe('https://fichiers.example.fr');
    const aws = config({ FILE_STORAGE_URL: 's3:///troc-prod?region=eu-west-3' }).fileStorage;
    expect(aws).toMatchObject({ endpoint: null, region: 'eu-west-3', credentials: null, forcePathStyle: false });
  });

  it('refuses a bad address at start-up, in French', () => {
    for (const [url, message] of [
      ['ftp://h/troc', 'FILE_STORAGE_URL doit commencer par s3://, https:// ou http://.'],
      ['s3://k:s@host/', 'FILE_STORAGE_URL doit nommer un bucket valide'],
      ['pas une url', "FILE_STORAGE_URL n'est pas une URL valide."],
    ]) {
      expect(() => config({ FILE_STORAGE_URL: url! })).toThrow(ConfigError);
      expect(() => config({ FILE_STORAGE_URL: url! })).toThrow(message);
    }
    expect(() => config({ FILE_STORAGE_URL: 's3://h/troc', FILE_STORAGE_PRESIGN_SECONDS: '-1' })).toThrow(
      'FILE_STORAGE_PRESIGN_SECONDS',
    );
  });
});
