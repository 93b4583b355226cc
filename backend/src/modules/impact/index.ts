// The impact module's front door: other modules import from here only (make boundaries checks it).
export { ImpactModule } from './impact.module.js';
