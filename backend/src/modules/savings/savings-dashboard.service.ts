import { Injectable } from '@nestjs/common';
import { fr, type SavingsDashboardResponse, type SavingsRow, type TransactionDirection } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { FormError } from '../../core/errors/index.js';
import { CategoryService } from '../category/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { OperationService } from '../operation/index.js';
import { type SavingsGroup, type SavingsGroupBy, TrackerReads } from '../tracker/index.js';
import { figuresOf, monthsBetween, periodParts, rowsOf } from './savings-figures.js';
import { SavingsQueries } from './savings.queries.js';

export interface DashboardFilter {
  direction: TransactionDirection;
  from: string | null;
  to: string | null;
}

const MONTH_LABEL = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" → « mars 2026 ». */
export const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));

/**
 * The savings dashboard of an organisation (core §1): its completed exchanges' euros, kilograms
 * and CO2 per month, service, category and operation. Every figure is a sum of the values stored
 * on the exchanges at completion, each traced to its model or default factor; unknown stays null.
 * The sums come from the monthly rollup, so that « depuis toujours » costs the same at a million
 * exchanges as at a hundred; only a period's partial months read their exchanges.
 */
@Injectable()
export class SavingsDashboardService {
  constructor(
    private readonly trackers: TrackerReads,
    private readonly rollup: SavingsQueries,
    private readonly organisations: OrganisationsService,
    private readonly users: UsersService,
    private readonly categories: CategoryService,
    private readonly operations: OperationService,
  ) {}

  async dashboard(actor: Actor, filter: DashboardFilter): Promise<SavingsDashboardResponse> {
    const { direction, from, to } = filter;
    this.checkPeriod(from, to);
    const groups = (by: SavingsGroupBy) => this.groups(by, actor.organisationId, direction, from, to);
    // Independent reads: on MySQL each takes a connection of its own and they run at once.
    const [months, services, categories, operations] = await Promise.all([
      groups('month'),
      groups(direction === 'given' ? 'serviceId' : 'userId'),
      groups('categoryId'),
      groups('operationId'),
    ]);
    const [byService, byOperation] = await Promise.all([
      this.serviceRows(services, direction),
      this.operationRows(operations),
    ]);
    return {
      organisation: actor.organisationName,
      direction,
      from,
      to,
      totals: figuresOf(months),
      byMonth: this.monthRows(months, from, to),
      byService,
      byCategory: rowsOf(categories, (key) => {
        const path = key === null ? [] : this.categories.hierarchy(Number(key));
        return path.length
          ? { key: String(key), label: path.map((c) => c.name).join(' › ') }
          : { key: null, label: fr.savings.noCategory };
      }),
      byOperation,
    };
  }

  /**
   * The sums of an organisation's completed exchanges per `by` over a period of days: whole
   * months from the rollup, the days of a month the period cuts from the exchanges themselves.
   */
  async groups(
    by: SavingsGroupBy,
    organisationId: number,
    direction: TransactionDirection,
    from: string | null,
    to: string | null,
  ): Promise<SavingsGroup[]> {
    const parts = periodParts(from, to);
    const found = (
      await Promise.all([
        ...parts.days.map((days) => this.trackers.savingsGroups(by, organisationId, direction, days.from, days.to)),
        ...(parts.months
          ? [this.rollup.groups(by, organisationId, direction, parts.months.from, parts.months.to)]
          : []),
      ])
    ).flat();
    return by === 'month' ? found.sort((a, b) => String(a.key).localeCompare(String(b.key))) : found;
  }

  checkPeriod(from: string | null, to: string | null): void {
    if (from && to && from > to) throw new FormError({ to: [fr.savings.errors.periodOrder] });
  }

  /** Every month of the period, those without a completed exchange at zero: the chart's axis. */
  private monthRows(groups: SavingsGroup[], from: string | null, to: string | null): SavingsRow[] {
    const byMonth = new Map(groups.map((g) => [String(g.key), g]));
    const first = from?.slice(0, 7) ?? (groups[0] ? String(groups[0].key) : null);
    const last = to?.slice(0, 7) ?? (groups.length ? String(groups[groups.length - 1]!.key) : null);
    if (!first || !last || first > last) return [];
    return monthsBetween(first, last).map((month) => {
      const group = byMonth.get(month);
      return { key: month, label: monthLabel(month), ...figuresOf(group ? [group] : []) };
    });
  }

  /** Given: the service recorded on the exchange; received: the taker's service today. */
  private async serviceRows(groups: SavingsGroup[], direction: TransactionDirection): Promise<SavingsRow[]> {
    const keys = groups.flatMap((g) => (g.key === null ? [] : [Number(g.key)]));
    let serviceOf = (key: number | null): number | null => key;
    if (direction === 'received') {
      const users = await this.users.findByIds(keys);
      serviceOf = (key) => (key === null ? null : (users.get(key)?.serviceId ?? null));
    }
    const serviceIds = keys.map(serviceOf).filter((id): id is number => id !== null);
    const services = await this.organisations.findServices(serviceIds);
    return rowsOf(groups, (key) => {
      const id = serviceOf(key === null ? null : Number(key));
      if (id === null) return { key: null, label: fr.savings.noService };
      return { key: String(id), label: services.get(id)?.name ?? fr.savings.unknownService };
    });
  }

  private async operationRows(groups: SavingsGroup[]): Promise<SavingsRow[]> {
    const names = await this.operations.namesOf(groups.flatMap((g) => (g.key === null ? [] : [Number(g.key)])));
    return rowsOf(groups, (key) =>
      key === null
        ? { key: null, label: fr.savings.noOperation }
        : { key: String(key), label: names.get(Number(key)) ?? fr.savings.noOperation },
    );
  }
}
