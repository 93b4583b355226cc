import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { InvitationController } from './invitation.controller.js';
import { InvitationQueries } from './invitation.queries.js';
import { InvitationService } from './invitation.service.js';

/** The invitations to private listings and operations, as their inviter sees them, and their mails. */
@Module({
  imports: [IdentityModule],
  controllers: [InvitationController],
  providers: [InvitationQueries, InvitationService],
})
export class InvitationModule {}
