// The operation module's front door: other modules import from here only (make boundaries checks it).
export { OperationInvitations } from './operation-invitations.js';
export { OperationModule } from './operation.module.js';
export { OperationService } from './operation.service.js';
