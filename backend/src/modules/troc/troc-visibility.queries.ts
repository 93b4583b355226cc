import { Injectable } from '@nestjs/common';
import { LIVE_STATUSES, PublicationStatus } from '@troc/shared';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor.js';

const LIVE = LIVE_STATUSES.map((s) => `'${s}'`).join(', ');

export interface VisibilityOptions {
  liveOnly?: readonly PublicationStatus[];
  /** The invitation and perimeter tables of the rows read: operations share the rule with their own tables. */
  tables?: { invitation: string; perimeter: string; key: string };
}

/**
 * The visibility rules of core §6 as one SQL condition, so that search, view, favourites and
 * every later list read the same rule: visitors see Individual listings; members also see
 * External ones, Group ones of their group, Internal ones of their organisation (within the
 * perimeter when there is one) and Private ones they are invited to — all only while live.
 * Owners and managers always see their own; moderators see what awaits them.
 */
export function whereVisible<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  viewer: Actor | null,
  options: VisibilityOptions = {},
): SelectQueryBuilder<T> {
  const a = alias;
  const { invitation, perimeter, key } = options.tables ?? {
    invitation: 'troc_invitation',
    perimeter: 'troc_perimeter',
    key: 'trocId',
  };
  const statuses = options.liveOnly ? options.liveOnly.map((s) => `'${s}'`).join(', ') : LIVE;
  if (!viewer) return qb.andWhere(`(${a}.visIndividual = 1 AND ${a}.publicationStatus IN (${statuses}))`);

  const audience = [
    `${a}.visIndividual = 1`,
    `${a}.visExternal = 1`,
    viewer.groupId !== null ? `(${a}.visGroup = 1 AND ${a}.organisationGroupId = :vGroup)` : null,
    `(${a}.visInternal = 1 AND ${a}.organisationId = :vOrg AND (${a}.perimeterRestricted = 0` +
      (viewer.serviceIds.length
        ? ` OR EXISTS (SELECT 1 FROM ${perimeter} vp WHERE vp.${key} = ${a}.id AND vp.serviceId IN (:...vServices))`
        : '') +
      '))',
    `(${a}.visPrivate = 1 AND EXISTS (SELECT 1 FROM ${invitation} vi WHERE vi.${key} = ${a}.id AND vi.email = :vEmail))`,
  ].filter(Boolean);
  const own = `(${a}.ownerId = :vId OR ${a}.managerId = :vId OR ${a}.delegates LIKE :vDelegate)`;
  const clauses = [
    `(${a}.publicationStatus IN (${statuses}) AND (${audience.join(' OR ')}))`,
    ...(options.liveOnly ? [] : [own]),
  ];
  if (viewer.moderator && !options.liveOnly) {
    clauses.push(`(${a}.organisationId = :vOrg AND ${a}.publicationStatus = '${PublicationStatus.ToModerate}')`);
  }
  return qb.andWhere(`(${clauses.join(' OR ')})`, {
    vId: viewer.id,
    vOrg: viewer.organisationId,
    vGroup: viewer.groupId,
    vServices: viewer.serviceIds,
    // An unproven address opens no invitation (it matches no row).
    vEmail: viewer.emailValidated ? viewer.email : '',
    vDelegate: `%,${viewer.id},%`,
  });
}

/**
 * The same rule offered to the operation module, whose rows carry the listing's visibility columns
 * (VisibilityColumns) and whose SQL composes it with its own invitation and perimeter tables.
 */
@Injectable()
export class TrocVisibility {
  where<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    viewer: Actor | null,
    options: VisibilityOptions = {},
  ): SelectQueryBuilder<T> {
    return whereVisible(qb, alias, viewer, options);
  }
}
