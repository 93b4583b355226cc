// The mass-action module's front door: other modules import from here only (make boundaries checks it).
export { MassActionModule } from './mass-action.module.js';
