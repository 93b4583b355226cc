import { PublicationStatus } from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** One invitation of a listing or an operation, with what it invites to and who may manage it. */
export interface InvitedRow {
  id: number;
  slug: string | null;
  email: string;
  createdAt: Date;
  targetSlug: string;
  targetName: string;
  ownerId: number;
  managerId: number;
}

/** What the listing and operation modules offer of their invitations to the list of « mes invitations ». */
export interface InvitationOwner {
  /** The newest `limit` invitations of what `userId` owns or manages (newest first, then highest id). */
  invitationsManagedBy(userId: number, limit: number): Promise<InvitedRow[]>;
  countInvitationsManagedBy(userId: number): Promise<number>;
  invitationBySlug(slug: string): Promise<InvitedRow | null>;
  deleteInvitation(id: number): Promise<void>;
  /** Invitations written before they had a slug get one when first listed. */
  ensureInvitationSlugs(rows: InvitedRow[]): Promise<void>;
}

/** The tables of one owner: its invitation table, its own table and the column joining them. */
export interface InvitationTables {
  invitation: string;
  target: string;
  key: string;
}

/**
 * The SQL shared by the listing and operation queries for their invitation tables (the two have
 * the same columns); each module runs it on its own tables only.
 */
export class InvitationTableQueries {
  constructor(
    private readonly manager: EntityManager,
    private readonly tables: InvitationTables,
  ) {}

  private select(columns: string, where: string): string {
    const { invitation, target, key } = this.tables;
    return (
      `SELECT ${columns} FROM ${invitation} i JOIN ${target} x ON x.id = i.${key} ` +
      `WHERE x.publicationStatus <> '${PublicationStatus.Archived}' AND ${where}`
    );
  }

  private rows(where: string): string {
    return this.select(
      'i.id AS id, i.slug AS slug, i.email AS email, i.createdAt AS createdAt, x.slug AS targetSlug, ' +
        'x.name AS targetName, x.ownerId AS ownerId, x.managerId AS managerId',
      where,
    );
  }

  async managedBy(userId: number, limit: number): Promise<InvitedRow[]> {
    const sql = `${this.rows('(x.ownerId = ? OR x.managerId = ?)')} ORDER BY i.createdAt DESC, i.id DESC LIMIT ?`;
    const rows = (await this.manager.query(sql, [userId, userId, limit])) as Record<string, unknown>[];
    return rows.map(toRow);
  }

  async countManagedBy(userId: number): Promise<number> {
    const sql = this.select('COUNT(*) AS n', '(x.ownerId = ? OR x.managerId = ?)');
    const counted = (await this.manager.query(sql, [userId, userId])) as { n: number | string }[];
    return Number(counted[0]?.n ?? 0);
  }

  async bySlug(slug: string): Promise<InvitedRow | null> {
    const rows = (await this.manager.query(this.rows('i.slug = ?'), [slug])) as Record<string, unknown>[];
    return rows[0] ? toRow(rows[0]) : null;
  }

  async remove(id: number): Promise<void> {
    await this.manager.query(`DELETE FROM ${this.tables.invitation} WHERE id = ?`, [id]);
  }

  async ensureSlugs(rows: InvitedRow[]): Promise<void> {
    for (const row of rows.filter((r) => r.slug === null)) {
      row.slug = randomBytes(8).toString('hex');
      await this.manager.query(`UPDATE ${this.tables.invitation} SET slug = ? WHERE id = ?`, [row.slug, row.id]);
    }
  }
}

function toRow(raw: Record<string, unknown>): InvitedRow {
  const created = raw.createdAt;
  return {
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

/**
 * An owner's facade over its invitation table, as « mes invitations » reads and deletes them: the
 * listing and operation modules each give it their own table's queries.
 */
export class InvitationTableOwner implements InvitationOwner {
  constructor(private readonly table: () => InvitationTableQueries) {}

  invitationsManagedBy(userId: number, limit: number): Promise<InvitedRow[]> {
    return this.table().managedBy(userId, limit);
  }

  countInvitationsManagedBy(userId: number): Promise<number> {
    return this.table().countManagedBy(userId);
  }

  invitationBySlug(slug: string): Promise<InvitedRow | null> {
    return this.table().bySlug(slug);
  }

  deleteInvitation(id: number): Promise<void> {
    return this.table().remove(id);
  }

  ensureInvitationSlugs(rows: InvitedRow[]): Promise<void> {
    return this.table().ensureSlugs(rows);
  }
}
