import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** FILE_STORAGE_URL for a bucket of this server (created by the application at start-up). */
  url(bucket: string): string;
  /** Where the server keeps its objects on disk. */
  directory: string;
  /** The object files kept for a bucket (relative paths), to check what went to the store. */
  objects(bucket: string): string[];
  close(): Promise<void>;
}

/** A real S3-protocol server on a free port of 127.0.0.1, its data in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'troc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true });
  const { port } = await server.run();
  return {
    directory,
    url: (bucket) => `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1&forcePathStyle=true`,
    objects: (bucket) => files(join(directory, bucket)).filter((f) => f.endsWith('._S3rver_object')),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function files(dir: string, root = dir): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, root) : [relative(root, path)];
  });
}
