// The inbox module's front door: other modules import from here only (make boundaries checks it).
export { InboxThreadsService } from './inbox-threads.service.js';
export { InboxModule } from './inbox.module.js';
export { InboxService } from './inbox.service.js';
export type { AutomaticKey } from './inbox.service.js';
export { ThreadSubjects } from './thread-subjects.js';
