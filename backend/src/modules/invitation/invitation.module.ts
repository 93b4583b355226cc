import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { OperationModule } from '../operation/index.js';
import { TrocModule } from '../troc/index.js';
import { InvitationController } from './invitation.controller.js';
import { InvitationSources } from './invitation-sources.js';
import { InvitationService } from './invitation.service.js';

/** The invitations to private listings and operations, as their inviter sees them, and their mails. */
@Module({
  imports: [IdentityModule, TrocModule, OperationModule],
  controllers: [InvitationController],
  providers: [InvitationSources, InvitationService],
})
export class InvitationModule {}
