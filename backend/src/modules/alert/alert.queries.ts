import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, type Repository } from 'typeorm';
import type { PublicationMark } from '../troc/index.js';
import { Alert } from './entities/alert.entity.js';

/** The alert module's reads and writes, in one place. */
@Injectable()
export class AlertQueries {
  constructor(@InjectRepository(Alert) private readonly alerts: Repository<Alert>) {}

  create(values: Partial<Alert>): Promise<Alert> {
    return this.alerts.save(this.alerts.create(values));
  }

  bySlug(slug: string): Promise<Alert | null> {
    return this.alerts.findOneBy({ slug });
  }

  mine(userId: number, page: number, size: number): Promise<[Alert[], number]> {
    return this.alerts.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * size,
      take: size,
    });
  }

  async remove(id: number): Promise<void> {
    await this.alerts.delete({ id });
  }

  async deactivate(id: number): Promise<void> {
    await this.alerts.update({ id }, { active: false });
  }

  /** The oldest mark of the active alerts: the job reads what was published since. */
  async oldestMark(): Promise<Date | null> {
    const row = await this.alerts
      .createQueryBuilder('a')
      .select('MIN(a.markPublishedAt)', 'oldest')
      .where('a.active = :active', { active: true })
      .getRawOne<{ oldest: string | Date | null }>();
    if (!row?.oldest) return null;
    if (row.oldest instanceof Date) return row.oldest;
    // SQLite hands the raw column back as 'YYYY-MM-DD HH:MM:SS.SSS' in UTC.
    return new Date(/Z|[+-]\d\d:?\d\d$/.test(row.oldest) ? row.oldest : `${row.oldest.replace(' ', 'T')}Z`);
  }

  /** The next active alerts in id order, `size` at a time. */
  activeAfter(afterId: number, size: number): Promise<Alert[]> {
    return this.alerts.find({ where: { active: true, id: MoreThan(afterId) }, order: { id: 'ASC' }, take: size });
  }

  /** After a mail: its count, its time and the new mark. */
  async mailed(alert: Alert, mark: PublicationMark, at: Date): Promise<void> {
    await this.alerts.update(
      { id: alert.id },
      {
        nbSent: () => 'nbSent + 1',
        lastSentAt: at,
        lastRunAt: at,
        markPublishedAt: mark.publishedAt,
        markTrocId: mark.id,
      },
    );
  }

  /**
   * The run read everything up to `mark`: the alerts it looked at move their mark there (never
   * back), so the next run reads only what is published later.
   */
  async advance(ids: number[], mark: PublicationMark, at: Date): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await this.alerts
        .createQueryBuilder()
        .update(Alert)
        .set({ markPublishedAt: mark.publishedAt, markTrocId: mark.id, lastRunAt: at })
        .where({ id: In(ids.slice(i, i + 500)) })
        .andWhere('(markPublishedAt < :at OR (markPublishedAt = :at AND markTrocId < :id))', {
          at: mark.publishedAt,
          id: mark.id,
        })
        .execute();
    }
  }
}
