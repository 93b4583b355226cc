import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FileStores } from '../../core/storage/file-stores.js';
import { FILE_STORAGE } from './upload.service.js';
import { UploadController } from './upload.controller.js';
import { UploadService } from './upload.service.js';
import { UploadQueries } from './upload.queries.js';
import { UploadedFileRecord } from './uploaded-file.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([UploadedFileRecord])],
  controllers: [UploadController],
  providers: [
    UploadQueries,
    UploadService,
    {
      provide: FILE_STORAGE,
      inject: [FileStores],
      useFactory: (stores: FileStores) => stores.area('uploads'),
    },
  ],
  exports: [UploadService],
})
export class UploadModule {}
