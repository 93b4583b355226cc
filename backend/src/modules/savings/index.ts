// The savings module's front door: other modules import from here only (make boundaries checks it).
export { SavingsModule } from './savings.module.js';
export { SavingsRollupService } from './savings-rollup.service.js';
