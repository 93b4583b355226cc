// The import module's front door: other modules import from here only (make boundaries checks it).
export { ImportModule } from './import.module.js';
