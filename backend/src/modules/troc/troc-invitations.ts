import { Injectable } from '@nestjs/common';
import { InvitationTableOwner } from '../../shared/invitation-rows.js';
import { TrocQueries } from './troc.queries.js';

/** The invitations of the listings, as the list of « mes invitations » reads and deletes them. */
@Injectable()
export class TrocInvitations extends InvitationTableOwner {
  constructor(queries: TrocQueries) {
    super(() => queries.invitationTable());
  }
}
