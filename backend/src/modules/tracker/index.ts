// The tracker module's front door: other modules import from here only (make boundaries checks it).
export { SavingsFormDto } from './dto/tracker.dto.js';
export type { Tracker } from './entities/tracker.entity.js';
export { TrackerBilansService } from './tracker-bilans.service.js';
export { TrackerCo2 } from './tracker-co2.js';
export type { ChosenModelsCo2, Co2Estimate } from './tracker-co2.js';
export { TrackerHooks } from './tracker-hooks.js';
export type { LoanHook } from './tracker-hooks.js';
export { TrackerImportService } from './tracker-import.service.js';
export { TrackerTransitionsService } from './tracker-transitions.service.js';
export type { LoadedTracker } from './tracker-transitions.service.js';
export { TrackerViewService } from './tracker-view.service.js';
export { TrackerModule } from './tracker.module.js';
export type { SavingsGroup, SavingsGroupBy } from './tracker.queries.js';
export { TrackerReads } from './tracker-reads.js';
export { TrackerService } from './tracker.service.js';
