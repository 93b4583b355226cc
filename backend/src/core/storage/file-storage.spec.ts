import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../config/config.js';
import { type FileStorage, LocalFileStorage, StoredFileMissing } from './file-storage.js';
import { FileStores } from './file-stores.js';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.js';

const MB = 1024 * 1024;

/** A stream of `size` pseudo-random bytes, produced as read (never whole in memory). */
function bytes(size: number, seed = 1): Readable {
  let left = size;
  let n = seed;
  return new Readable({
    read() {
      if (left === 0) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, left));
      for (let i = 0; i < chunk.length; i++) chunk[i] = (n = (n * 1103515245 + 12345) & 0x7fffffff) & 0xff;
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

async function digest(stream: AsyncIterable<Buffer> | Readable): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { hash: hash.digest('hex'), size };
}

interface Driver {
  name: string;
  setUp(): Promise<{ stores: FileStores; commands: string[] }>;
  tearDown(): Promise<void>;
}

const tmp: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'troc-storage-'));
  tmp.push(dir);
  return dir;
};

let server: TestS3Server | null = null;

const drivers: Driver[] = [
  {
    name: 'local disk',
    setUp: async () => ({ stores: new FileStores(loadConfig({ NODE_ENV: 'test', VAR_DIR: tempDir() })), commands: [] }),
    tearDown: async () => undefined,
  },
  {
    name: 'S3 (s3rver)',
    setUp: async () => {
      server = await startS3Server();
      const stores = new FileStores(
        loadConfig({ NODE_ENV: 'test', VAR_DIR: tempDir(), FILE_STORAGE_URL: server.url('troc-contract') }),
      );
      await stores.onModuleInit();
      // Which S3 calls were made: a large stream must go as a multipart upload.
      const commands: string[] = [];
      (stores as unknown as { client: import('@aws-sdk/client-s3').S3Client }).client.middlewareStack.add(
        (next, context) => (args) => {
          commands.push(context.commandName ?? '');
          return next(args);
        },
        { step: 'initialize' },
      );
      return { stores, commands };
    },
    tearDown: async () => {
      await server?.close();
      server = null;
    },
  },
];

afterAll(() => {
  for (const dir of tmp) rmSync(dir, { recursive: true, force: true });
});

describe.each(drivers)('file storage contract: $name', (driver) => {
  let stores: FileStores;
  let storage: FileStorage;
  let commands: string[];

  beforeAll(async () => {
    ({ stores, commands } = await driver.setUp());
    storage = stores.area('exports');
  });

  afterAll(async () => {
    stores.onApplicationShutdown();
    await driver.tearDown();
  });

  it('writes, reads, streams and describes a file', async () => {
    await storage.put('2025/01/a.txt', Buffer.from('bonjour'), { contentType: 'text/plain' });
    expect((await storage.read('2025/01/a.txt')).toString()).toBe('bonjour');
    const opened = await storage.open('2025/01/a.txt');
    expect(opened.size).toBe(7);
    expect(Buffer.concat(await opened.stream.toArray()).toString()).toBe('bonjour');
    const info = await storage.stat('2025/01/a.txt');
    expect(info).toMatchObject({ key: '2025/01/a.txt', size: 7 });
    expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(10 * 60 * 1000);
  });

  it('takes a stream of more than 5 MB as it is read (multipart upload) and streams it back', async () => {
    const size = 12 * MB + 123;
    const expected = await digest(bytes(size, 7));
    commands.length = 0;
    await storage.put('large.bin', bytes(size, 7));
    if (driver.name.startsWith('S3')) {
      expect(commands.filter((c) => c === 'UploadPartCommand').length).toBeGreaterThanOrEqual(3);
      expect(commands).toContain('CompleteMultipartUploadCommand');
    }
    expect((await storage.stat('large.bin'))?.size).toBe(size);
    const opened = await storage.open('large.bin');
    expect(opened.size).toBe(size);
    expect(await digest(opened.stream)).toEqual(expected);
  });

  it('answers a missing key as missing', async () => {
    expect(await storage.stat('none/such.txt')).toBeNull();
    await expect(storage.read('none/such.txt')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.open('none/such.txt')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.withLocalCopy('none/such.txt', async () => 1)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('removes a file, and a missing one without error', async () => {
    await storage.put('gone.txt', Buffer.from('x'));
    await storage.remove('gone.txt');
    expect(await storage.stat('gone.txt')).toBeNull();
    await expect(storage.remove('gone.txt')).resolves.toBeUndefined();
  });

  it('lists the files under a prefix, for the retention sweep', async () => {
    await storage.put('list/one.csv', Buffer.from('1'));
    await storage.put('list/two.csv', Buffer.from('22'));
    await storage.put('other.csv', Buffer.from('3'));
    const listed = [];
    for await (const file of storage.list('list/')) listed.push(file);
    expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
      ['list/one.csv', 1],
      ['list/two.csv', 2],
    ]);
    const all = [];
    for await (const file of storage.list()) all.push(file.key);
    expect(all).toEqual(expect.arrayContaining(['list/one.csv', 'other.csv', 'large.bin']));
  });

  it('keeps each area apart', async () => {
    const imports = stores.area('imports');
    await imports.put('same.csv', Buffer.from('import'));
    await storage.put('same.csv', Buffer.from('export'));
    expect((await imports.read('same.csv')).toString()).toBe('import');
    const keys = [];
    for await (const file of imports.list()) keys.push(file.key);
    expect(keys).toEqual(['same.csv']);
  });

  it('moves a local file in and lends a local copy to libraries that read paths', async () => {
    const from = join(tempDir(), 'upload.csv');
    writeFileSync(from, 'a;b\n1;2\n');
    await storage.moveIn('moved.csv', from);
    expect(existsSync(from)).toBe(false);
    let seen = '';
    const result = await storage.withLocalCopy('moved.csv', async (path) => {
      seen = path;
      return readFileSync(path, 'utf8');
    });
    expect(result).toBe('a;b\n1;2\n');
    // The local driver lends the file itself; a copy from the object store is removed after use.
    expect(existsSync(seen)).toBe(driver.name.startsWith('local'));
  });

  it('signs a short-lived address for pictures where the store has them (the disk has none)', async () => {
    await storage.put('signed.txt', Buffer.from('signé'));
    const url = await storage.signedUrl('signed.txt', 60);
    if (driver.name.startsWith('local')) return expect(url).toBeNull();
    expect(url).toContain('X-Amz-Expires=60');
    expect(await (await fetch(url!)).text()).toBe('signé');
  });

  it('refuses a key that would leave its area', async () => {
    for (const key of ['../secret', 'a/../../b', '/abs', 'a//b', 'a\\b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('local driver', () => {
  it('writes where the embedded mode always did', async () => {
    const varDir = tempDir();
    const stores = new FileStores(loadConfig({ NODE_ENV: 'test', VAR_DIR: varDir }));
    await stores.area('uploads').put('2025/01/x.webp', Buffer.from('x'));
    await stores.area('documents').put('conventions/c.pdf', Buffer.from('x'));
    expect(existsSync(join(varDir, 'uploads/2025/01/x.webp'))).toBe(true);
    expect(existsSync(join(varDir, 'documents/conventions/c.pdf'))).toBe(true);
    expect(stores.area('exports')).toBeInstanceOf(LocalFileStorage);
    expect(stores.remote).toBe(false);
  });
});
