import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { S3Client } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { type FileStorage, LocalFileStorage, type StorageArea } from './file-storage.js';
import { ensureBucket, S3FileStorage, s3Client } from './s3-file-storage.js';

/**
 * The one place that decides where stored files go: each area is a folder under var/ (as the
 * embedded mode always did) or, with FILE_STORAGE_URL, a prefix of one bucket shared by every instance.
 */
@Injectable()
export class FileStores implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Storage');
  private readonly areas = new Map<StorageArea, FileStorage>();
  private readonly client: S3Client | null;
  private readonly signer: S3Client | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const store = config.fileStorage;
    this.client = store ? s3Client(store) : null;
    this.signer = store?.publicEndpoint ? s3Client(store, store.publicEndpoint) : this.client;
  }

  /** True when files live in the object store (no instance keeps any on its disk). */
  get remote(): boolean {
    return this.client !== null;
  }

  area(name: StorageArea): FileStorage {
    let storage = this.areas.get(name);
    if (!storage) {
      const store = this.config.fileStorage;
      storage =
        store && this.client && this.signer
          ? new S3FileStorage(this.client, this.signer, store.bucket, `${store.prefix}${name}/`)
          : new LocalFileStorage(this.localDir(name));
      this.areas.set(name, storage);
    }
    return storage;
  }

  async onModuleInit(): Promise<void> {
    const store = this.config.fileStorage;
    if (!store || !this.client) return;
    await ensureBucket(this.client, store.bucket);
    this.logger.log(`Fichiers stockés dans le bucket ${store.bucket} (${store.endpoint ?? 'AWS'})`);
  }

  onApplicationShutdown(): void {
    this.client?.destroy();
    if (this.signer !== this.client) this.signer?.destroy();
  }

  private localDir(name: StorageArea): string {
    switch (name) {
      case 'uploads':
        return this.config.uploadsDir;
      case 'documents':
        return join(this.config.varDir, 'documents');
      case 'exports':
        return this.config.exportsDir;
      case 'imports':
        return this.config.importsDir;
    }
  }
}
