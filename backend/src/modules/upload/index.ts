// The upload module's front door: other modules import from here only (make boundaries checks it).
export { UploadModule } from './upload.module.js';
export { UploadService } from './upload.service.js';
export type { IncomingFile } from './upload.service.js';
export type { UploadedFileRecord } from './uploaded-file.entity.js';
