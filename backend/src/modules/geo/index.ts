// The geo module's front door: other modules import from here only (make boundaries checks it).
export { GeoModule } from './geo.module.js';
export { GeoService } from './geo.service.js';
