// The establishment module's front door: other modules import from here only (make boundaries checks it).
export { EstablishmentModule } from './establishment.module.js';
export { EstablishmentService } from './establishment.service.js';
