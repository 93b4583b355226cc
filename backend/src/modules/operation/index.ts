// The operation module's front door: other modules import from here only (make boundaries checks it).
export { OperationInvitation } from './entities/operation-audience.entity.js';
export { OperationModule } from './operation.module.js';
export { OperationService } from './operation.service.js';
