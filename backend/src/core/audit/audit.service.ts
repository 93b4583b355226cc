import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
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
    const repo = manager ? manager.getRepository(AuditLog) : this.logs;
    await repo.insert({
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      fromStatus: entry.from,
      toStatus: entry.to,
      actorId: entry.actorId,
      message: entry.message ?? null,
    });
  }

  /** The latest entries of one record, newest first. */
  history(entityType: string, entityId: number, limit = 50): Promise<AuditLog[]> {
    return this.logs.find({ where: { entityType, entityId }, order: { id: 'DESC' }, take: limit });
  }
}
