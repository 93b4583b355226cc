import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublicationStatus } from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { OperationInvitation } from '../operation/index.js';
import { TrocInvitation } from '../troc/index.js';

export interface InvitationRow {
  kind: 'troc' | 'operation';
  id: number;
  slug: string | null;
  email: string;
  createdAt: Date;
  targetSlug: string;
  targetName: string;
  ownerId: number;
  managerId: number;
}

const TABLES = {
  troc: { invitation: 'troc_invitation', target: 'troc', key: 'trocId', entity: TrocInvitation },
  operation: {
    invitation: 'operation_invitation',
    target: 'operation',
    key: 'operationId',
    entity: OperationInvitation,
  },
} as const;

/**
 * The invitations of listings and operations read together, as one list of what a person
 * invited (the listing and operation modules write them with their manage forms).
 */
@Injectable()
export class InvitationQueries {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private select(kind: keyof typeof TABLES, where: string): string {
    const { invitation, target, key } = TABLES[kind];
    return (
      `SELECT '${kind}' AS kind, i.id AS id, i.slug AS slug, i.email AS email, i.createdAt AS createdAt, ` +
      `x.slug AS targetSlug, x.name AS targetName, x.ownerId AS ownerId, x.managerId AS managerId ` +
      `FROM ${invitation} i JOIN ${target} x ON x.id = i.${key} ` +
      `WHERE x.publicationStatus <> '${PublicationStatus.Archived}' AND ${where}`
    );
  }

  /** The invitations of the listings and operations I own or manage, newest first. */
  async mine(userId: number, page: number, size: number): Promise<{ rows: InvitationRow[]; total: number }> {
    const mineWhere = '(x.ownerId = ? OR x.managerId = ?)';
    const union = `${this.select('troc', mineWhere)} UNION ALL ${this.select('operation', mineWhere)}`;
    const params = [userId, userId, userId, userId];
    const [rows, counted] = await Promise.all([
      this.ds.query(`SELECT * FROM (${union}) u ORDER BY u.createdAt DESC, u.kind ASC, u.id DESC LIMIT ? OFFSET ?`, [
        ...params,
        size,
        (page - 1) * size,
      ]) as Promise<Record<string, unknown>[]>,
      this.ds.query(`SELECT COUNT(*) AS n FROM (${union}) u`, params) as Promise<{ n: number | string }[]>,
    ]);
    return { rows: rows.map(toRow), total: Number(counted[0]?.n ?? 0) };
  }

  async bySlug(slug: string): Promise<InvitationRow | null> {
    for (const kind of ['troc', 'operation'] as const) {
      const rows = (await this.ds.query(this.select(kind, 'i.slug = ?'), [slug])) as Record<string, unknown>[];
      if (rows[0]) return toRow(rows[0]);
    }
    return null;
  }

  async remove(row: InvitationRow): Promise<void> {
    await this.ds.getRepository(TABLES[row.kind].entity).delete({ id: row.id });
  }

  /** Invitations written before they had a slug get one when first listed. */
  async ensureSlugs(rows: InvitationRow[]): Promise<void> {
    for (const row of rows.filter((r) => r.slug === null)) {
      row.slug = randomBytes(8).toString('hex');
      await this.ds.getRepository(TABLES[row.kind].entity).update({ id: row.id }, { slug: row.slug });
    }
  }
}

function toRow(raw: Record<string, unknown>): InvitationRow {
  const created = raw.createdAt;
  return {
    kind: raw.kind === 'operation' ? 'operation' : 'troc',
    id: Number(raw.id),
    slug: (raw.slug as string | null) ?? null,
    email: String(raw.email),
    createdAt:
      created instanceof Date
        ? created
        : // SQLite hands datetimes back as 'YYYY-MM-DD HH:MM:SS.SSS', in UTC.
          new Date(`${String(created).replace(' ', 'T')}Z`),
    targetSlug: String(raw.targetSlug),
    targetName: String(raw.targetName ?? ''),
    ownerId: Number(raw.ownerId),
    managerId: Number(raw.managerId),
  };
}
