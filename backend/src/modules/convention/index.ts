// The convention module's front door: other modules import from here only (make boundaries checks it).
export { ConventionModule } from './convention.module.js';
