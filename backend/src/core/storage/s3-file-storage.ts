import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStoreConfig } from '../config/config.js';
import {
  checkKey,
  type FileStorage,
  type StoredFileInfo,
  StoredFileMissing,
  type StoredFileStream,
} from './file-storage.js';

/** Parts of a streamed upload: S3's minimum; at most PART_QUEUE of them are held in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;
const PART_QUEUE = 2;

export function s3Client(config: ObjectStoreConfig, endpoint = config.endpoint): S3Client {
  return new S3Client({
    region: config.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // S3-compatible stores (MinIO, Garage, the public clouds' own) do not all take the SDK's newer
    // default checksums and chunked bodies: send them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** One area of the bucket: its keys live under `prefix` (e.g. « exports/ »). */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly signer: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, data: Buffer | Readable, options: { contentType?: string } = {}): Promise<void> {
    const params = { Bucket: this.bucket, Key: this.objectKey(key), ContentType: options.contentType };
    if (Buffer.isBuffer(data)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: data }));
      return;
    }
    // A multipart upload fed as the stream is read; a failure aborts it (no orphan parts).
    const upload = new Upload({
      client: this.client,
      params: { ...params, Body: data },
      partSize: PART_BYTES,
      queueSize: PART_QUEUE,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async moveIn(key: string, path: string, options: { contentType?: string } = {}): Promise<void> {
    await this.put(key, createReadStream(path), options);
    await rm(path, { force: true });
  }

  async read(key: string): Promise<Buffer> {
    const { stream } = await this.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredFileStream> {
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!(found.Body instanceof Readable)) throw new Error(`Unexpected body for ${key}`);
      return { stream: found.Body, size: found.ContentLength ?? 0, contentType: found.ContentType ?? null };
    } catch (error) {
      throw this.missingOr(key, error);
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const found = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, size: found.ContentLength ?? 0, modifiedAt: found.LastModified ?? new Date(0) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!notFound(error)) throw error;
    }
  }

  async *list(prefix = ''): AsyncIterable<StoredFileInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key.slice(this.prefix.length),
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async withLocalCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    const { stream } = await this.open(key);
    const dir = await mkdtemp(join(tmpdir(), 'troc-store-'));
    try {
      const path = join(dir, basename(key));
      await pipeline(stream, createWriteStream(path));
      return await use(path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  signedUrl(key: string, seconds: number): Promise<string | null> {
    return getSignedUrl(this.signer, new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }), {
      expiresIn: seconds,
    });
  }

  private missingOr(key: string, error: unknown): unknown {
    return notFound(error) ? new StoredFileMissing(key) : error;
  }
}

/** Creates the bucket when it does not exist yet (a new MinIO, a test server); a refusal is left to the first write. */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!notFound(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}
