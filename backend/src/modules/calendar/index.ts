// The calendar module's front door: other modules import from here only (make boundaries checks it).
export { CalendarModule } from './calendar.module.js';
