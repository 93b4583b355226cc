// The alert module's front door: other modules import from here only (make boundaries checks it).
export { AlertModule } from './alert.module.js';
