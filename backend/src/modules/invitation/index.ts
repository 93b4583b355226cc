// The invitation module's front door: other modules import from here only (make boundaries checks it).
export { InvitationModule } from './invitation.module.js';
