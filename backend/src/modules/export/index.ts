// The export module's front door: other modules import from here only (make boundaries checks it).
export { ExportModule } from './export.module.js';
export { ExportRegistry } from './export.registry.js';
export type { ExportCell, ExportColumn, ExportPlan, ExportSheet } from './export.registry.js';
