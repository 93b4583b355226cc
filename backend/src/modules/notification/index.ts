// The notification module's front door: other modules import from here only (make boundaries checks it).
export { CountersService } from './counters.service.js';
export { NotificationModule } from './notification.module.js';
export { Notifier } from './notifier.service.js';
export type { NotifyInput } from './notifier.service.js';
