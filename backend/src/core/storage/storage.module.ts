import { Global, Module } from '@nestjs/common';
import { FileStores } from './file-stores.js';

@Global()
@Module({ providers: [FileStores], exports: [FileStores] })
export class StorageModule {}
