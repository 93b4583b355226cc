import { Injectable } from '@nestjs/common';
import type { Actor } from '../../core/auth/actor.js';
import { DelegationsService } from '../identity/index.js';
import type { TrackerPerimeterFieldsDto } from '../identity/index.js';
import { PerimeterFilterService } from '../identity/index.js';

/**
 * Whose exchanges a list reads: the member's (the listings they manage, own or were delegated, and
 * what they asked for), or, for an admin, their organisation's services: given by those services'
 * listings, received by those services' members.
 */
export interface TrackerScope {
  userId: number;
  delegatedTrocIds: number[];
  organisation?: { id: number; services: number[]; members: number[] };
}

@Injectable()
export class TrackerScopes {
  constructor(
    private readonly delegations: DelegationsService,
    private readonly perimeter: PerimeterFilterService,
  ) {}

  /** userPerimeterType « perimeter » without a choice of services reads every service of the organisation. */
  async of(actor: Actor, form: TrackerPerimeterFieldsDto, path: string): Promise<TrackerScope> {
    const chosen = await this.perimeter.resolve(actor, form, path);
    if (chosen === null && form.userPerimeterType !== 'perimeter') {
      return { userId: actor.id, delegatedTrocIds: await this.delegations.subjectIdsOf(actor.id, 'troc') };
    }
    this.perimeter.checkAdmin(actor);
    const services = chosen ?? (await this.perimeter.allOf(actor.organisationId));
    const members = await this.perimeter.memberIds(actor.organisationId, services);
    return { userId: actor.id, delegatedTrocIds: [], organisation: { id: actor.organisationId, services, members } };
  }
}
