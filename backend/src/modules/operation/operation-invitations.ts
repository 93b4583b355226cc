import { Injectable } from '@nestjs/common';
import { InvitationTableOwner } from '../../shared/invitation-rows.js';
import { OperationQueries } from './operation.queries.js';

/** The invitations of the operations, as the list of « mes invitations » reads and deletes them. */
@Injectable()
export class OperationInvitations extends InvitationTableOwner {
  constructor(queries: OperationQueries) {
    super(() => queries.invitationTable());
  }
}
