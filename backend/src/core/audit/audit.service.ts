import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { insertRows } from '../database/insert-rows.js';
import { AuditLog } from './audit-log.entity.js';

export interface AuditEntry {
  entityType: string;
  entityId: number;
  action: string;
  from: string;
  to: string;
  actorId: number | null;
  message?: string | null;
}

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  /** Written in the caller's transaction when it gives one, so a change and its trace commit together. */
  async record(entry: AuditEntry, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(AuditLog) : this.logs).insert(rowOf(entry));
  }

  /** Several entries in the caller's transaction, in multi-row statements (a batch's changes). */
  async recordMany(entries: readonly AuditEntry[], manager: EntityManager): Promise<void> {
    await insertRows(manager, AuditLog, entries.map(rowOf));
  }

  /** The latest entries of one record, newest first. */
  history(entityType: string, entityId: number, limit = 50): Promise<AuditLog[]> {
    return this.logs.find({ where: { entityType, entityId }, order: { id: 'DESC' }, take: limit });
  }
}

function rowOf(entry: AuditEntry): Partial<AuditLog> {
  return {
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    actorId: entry.actorId,
    message: entry.message ?? null,
  };
}
