import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CalendarPeriodStatus as S,
  CalendarPeriodType,
  type Day,
  PERIOD_FINAL,
  PERIOD_HOLDING,
  type LoanScope,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import { Brackets, type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { Calendar } from './entities/calendar.entity.js';
import { CalendarPeriod } from './entities/calendar-period.entity.js';

/** Filters of the loans lists: under way, late, over. */
export type LoanStatusFilter = 'current' | 'overdue' | 'past' | '';

/** Every query of the calendar module (its two tables), in one place. */
@Injectable()
export class CalendarQueries {
  constructor(
    @InjectRepository(Calendar) private readonly calendars: Repository<Calendar>,
    @InjectRepository(CalendarPeriod) private readonly periods: Repository<CalendarPeriod>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private repo(manager: EntityManager | null) {
    return manager ? manager.getRepository(CalendarPeriod) : this.periods;
  }

  /**
   * The listing's calendar row, made on first use; a parallel first use finds the other's row
   * (in a transaction, with a locking read: MySQL's snapshot would not show the other's row).
   */
  async ensureCalendar(trocId: number, manager?: EntityManager): Promise<Calendar> {
    const calendars = manager?.getRepository(Calendar) ?? this.calendars;
    const found = await calendars.findOneBy({ trocId });
    if (found) return found;
    try {
      return await calendars.save(calendars.create({ trocId, token: randomBytes(12).toString('hex') }));
    } catch (error) {
      const latest = calendars.createQueryBuilder('c').where('c.trocId = :trocId', { trocId });
      if (manager && this.dataSource.options.type !== 'better-sqlite3') latest.setLock('pessimistic_read');
      const again = await latest.getOne();
      if (again) return again;
      throw error;
    }
  }

  async setHours(calendarId: number, hours: { timeStart: string | null; timeEnd: string | null }): Promise<void> {
    await this.calendars.update({ id: calendarId }, hours);
  }

  /** The calendars of these listings, in one read (a page of periods spans several listings). */
  calendarsOf(trocIds: number[]): Promise<Calendar[]> {
    return trocIds.length ? this.calendars.findBy({ trocId: In(trocIds) }) : Promise.resolve([]);
  }

  calendarOf(trocId: number): Promise<Calendar | null> {
    return this.calendars.findOneBy({ trocId });
  }

  /**
   * Takes the listing's calendar row for the rest of the transaction: bookings of one listing
   * run one after the other on MySQL. SQLite has one writer and the transactions are queued.
   */
  async lock(manager: EntityManager, calendarId: number): Promise<void> {
    if (this.dataSource.options.type === 'better-sqlite3') return;
    await manager
      .getRepository(Calendar)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.id = :id', { id: calendarId })
      .getOne();
  }

  /** The periods that may hold days of [from, to]: holding ones, and a late loan whatever its last day. */
  holding(manager: EntityManager | null, trocId: number, from: Day, to: Day): Promise<CalendarPeriod[]> {
    const qb = this.repo(manager).createQueryBuilder('p');
    // In a transaction on MySQL, a locking read sees what was committed after the transaction's
    // snapshot was taken (a plain read would not see the approval that just went before).
    if (manager && this.dataSource.options.type !== 'better-sqlite3') qb.setLock('pessimistic_read');
    return qb
      .where('p.trocId = :trocId', { trocId })
      .andWhere('p.status IN (:...holding)', { holding: PERIOD_HOLDING })
      .andWhere('p.startDate <= :to', { to })
      .andWhere(
        new Brackets((w) =>
          w.where('p.endDate >= :from', { from }).orWhere('(p.returnedOn IS NULL AND p.status = :ongoing)', {
            ongoing: S.Ongoing,
          }),
        ),
      )
      .getMany();
  }

  /** The periods of a window shown on the calendar (the final ones are not drawn); one user's only when given. */
  inWindow(trocId: number, from: Day, to: Day, userId: number | null): Promise<CalendarPeriod[]> {
    const qb = this.periods
      .createQueryBuilder('p')
      .where('p.trocId = :trocId', { trocId })
      .andWhere('p.status NOT IN (:...final)', { final: PERIOD_FINAL })
      .andWhere('p.startDate <= :to AND p.endDate >= :from', { from, to })
      .orderBy('p.startDate', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .take(500);
    if (userId !== null) qb.andWhere('p.userId = :userId', { userId });
    return qb.getMany();
  }

  /** The listing's periods, newest first: all of them for its manager, one user's otherwise. */
  list(
    trocId: number,
    filter: { userId: number | null; status: S | null },
    page: number,
    size: number,
  ): Promise<[CalendarPeriod[], number]> {
    const qb = this.periods
      .createQueryBuilder('p')
      .where('p.trocId = :trocId', { trocId })
      .orderBy('p.startDate', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .skip((page - 1) * size)
      .take(size);
    if (filter.userId !== null) qb.andWhere('p.userId = :userId', { userId: filter.userId });
    if (filter.status) qb.andWhere('p.status = :status', { status: filter.status });
    return qb.getManyAndCount();
  }

  count(trocId: number, userId: number | null): Promise<number> {
    return this.periods.countBy(userId === null ? { trocId } : { trocId, userId });
  }

  byId(id: number, manager: EntityManager | null = null): Promise<CalendarPeriod | null> {
    return this.repo(manager).findOneBy({ id });
  }

  byTracker(trackerId: number, manager: EntityManager | null = null): Promise<CalendarPeriod | null> {
    return this.repo(manager).findOneBy({ trackerId });
  }

  byTrackers(trackerIds: number[]): Promise<CalendarPeriod[]> {
    return trackerIds.length ? this.periods.findBy({ trackerId: In(trackerIds) }) : Promise.resolve([]);
  }

  insert(manager: EntityManager, values: Partial<CalendarPeriod>): Promise<CalendarPeriod> {
    const repo = manager.getRepository(CalendarPeriod);
    return repo.save(repo.create(values));
  }

  /** Moves a period only if it is still in `from`: false when someone else moved it first. */
  async setStatusIfStill(
    manager: EntityManager,
    id: number,
    from: S,
    patch: Partial<CalendarPeriod> & { status: S },
  ): Promise<boolean> {
    const result = await manager.getRepository(CalendarPeriod).update({ id, status: from }, patch);
    return Boolean(result.affected);
  }

  async update(manager: EntityManager | null, id: number, patch: Partial<CalendarPeriod>): Promise<void> {
    await this.repo(manager).update({ id }, patch);
  }

  /** Mes prêts: what I booked (borrowed) or what I lend (lent), by status, the latest first. */
  loans(
    userId: number,
    scope: LoanScope,
    status: LoanStatusFilter,
    today: Day,
    page: number,
    size: number,
  ): Promise<[CalendarPeriod[], number]> {
    const qb = this.loanQuery(userId, scope);
    this.whereLoanStatus(qb, status, today);
    return qb
      .orderBy('p.startDate', status === 'past' ? 'DESC' : 'ASC')
      .addOrderBy('p.id', 'DESC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
  }

  countLoans(userId: number, scope: LoanScope, status: LoanStatusFilter, today: Day): Promise<number> {
    const qb = this.loanQuery(userId, scope);
    this.whereLoanStatus(qb, status, today);
    return qb.getCount();
  }

  private loanQuery(userId: number, scope: LoanScope) {
    const qb = this.periods
      .createQueryBuilder('p')
      .where('p.type = :reservation', { reservation: CalendarPeriodType.Reservation });
    // Lent: the listing's manager then; their own bookings (no exchange) are theirs to follow too.
    if (scope === 'borrowed') qb.andWhere('p.userId = :userId AND p.trackerId IS NOT NULL', { userId });
    else qb.andWhere('p.managerId = :userId', { userId });
    return qb;
  }

  private whereLoanStatus(qb: ReturnType<CalendarQueries['loanQuery']>, status: LoanStatusFilter, today: Day) {
    if (status === 'current') {
      qb.andWhere('p.status IN (:...live) AND p.returnedOn IS NULL', { live: [S.None, ...PERIOD_HOLDING] });
    } else if (status === 'overdue') {
      qb.andWhere('p.status IN (:...holding) AND p.returnedOn IS NULL AND p.endDate < :today', {
        holding: PERIOD_HOLDING,
        today,
      });
    } else if (status === 'past') {
      qb.andWhere('(p.status IN (:...final) OR p.returnedOn IS NOT NULL)', { final: PERIOD_FINAL });
    }
  }

  /** Validated periods whose first day has come: the daily job starts them. */
  toStart(today: Day): Promise<CalendarPeriod[]> {
    return this.periods
      .createQueryBuilder('p')
      .where('p.status = :validated AND p.startDate <= :today', { validated: S.Validated, today })
      .getMany();
  }

  /** Loans not returned whose last day is within [today, until], not reminded yet. */
  dueSoon(today: Day, until: Day): Promise<CalendarPeriod[]> {
    return this.periods
      .createQueryBuilder('p')
      .where('p.status IN (:...holding)', { holding: PERIOD_HOLDING })
      .andWhere('p.type = :reservation', { reservation: CalendarPeriodType.Reservation })
      .andWhere('p.returnedOn IS NULL AND p.remindedDueSoon = :no', { no: false })
      .andWhere('p.endDate >= :today AND p.endDate <= :until', { today, until })
      .getMany();
  }

  /** Loans not returned after their last day, not reminded yet. */
  overdue(today: Day): Promise<CalendarPeriod[]> {
    return this.periods
      .createQueryBuilder('p')
      .where('p.status IN (:...holding)', { holding: PERIOD_HOLDING })
      .andWhere('p.type = :reservation', { reservation: CalendarPeriodType.Reservation })
      .andWhere('p.returnedOn IS NULL AND p.remindedOverdue = :no', { no: false })
      .andWhere('p.endDate < :today', { today })
      .getMany();
  }

  async markReminded(ids: number[], field: 'remindedDueSoon' | 'remindedOverdue'): Promise<void> {
    if (ids.length) await this.periods.update({ id: In(ids) }, { [field]: true });
  }

  /** My iCalendar feed: what I booked and what I lend, from three months back. */
  feed(userId: number, since: Day): Promise<CalendarPeriod[]> {
    return this.periods
      .createQueryBuilder('p')
      .where('(p.userId = :userId OR p.managerId = :userId)', { userId })
      .andWhere('p.status NOT IN (:...final)', { final: PERIOD_FINAL })
      .andWhere('p.endDate >= :since', { since })
      .orderBy('p.startDate', 'ASC')
      .take(1000)
      .getMany();
  }
}
