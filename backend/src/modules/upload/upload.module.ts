import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { FILE_STORAGE, LocalFileStorage } from './file-storage.js';
import { UploadController } from './upload.controller.js';
import { UploadService } from './upload.service.js';
import { UploadedFileRecord } from './uploaded-file.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([UploadedFileRecord])],
  controllers: [UploadController],
  providers: [
    UploadService,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(config.uploadsDir),
    },
  ],
  exports: [UploadService],
})
export class UploadModule {}
