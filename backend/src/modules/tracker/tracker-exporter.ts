import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { type ExportCell, type ExportPlan, ExportRegistry } from '../export/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrackerFilterFormDto } from './dto/tracker.dto.js';
import type { Tracker } from './entities/tracker.entity.js';
import { trackerRoles } from './tracker-access.js';
import { TRACKER_COLUMNS, trackerRow } from './tracker-export-rows.js';
import { type TrackerListFilter, TrackerQueries } from './tracker.queries.js';
import { TrackerScopes } from './tracker-scope.js';

/** `_terminated` chooses « Échanges terminés », as the page's route does for its loader. */
const isSet = (value: unknown) => value === true || value === 1 || ['1', 'true', 'on'].includes(String(value));

/** The services filter's fields, when the list had them. */
function perimeterFields(form: TrackerFilterFormDto): Partial<TrackerListFilter> {
  const keys = ['perimeter_services_all', 'perimeter_selected', 'perimeter_unselected', 'userPerimeterType'] as const;
  return Object.fromEntries(keys.flatMap((key) => (form[key] ? [[key, form[key]]] : [])));
}

/** tracker_filter_form as the list reads it; what the export records and its job reads again. */
function listFilter(form: TrackerFilterFormDto): TrackerListFilter {
  return {
    trackerStatus: form.trackerStatus,
    swapType: form.swapType,
    transactionDirection: form.transactionDirection,
    ...(form.keyword ? { keyword: form.keyword } : {}),
    ...perimeterFields(form),
    terminated: isSet(form._terminated),
  };
}

/**
 * « Mes échanges » and « Échanges terminés » as files (supporting §2, §7), with each exchange's
 * bilans and savings (the « bilans » export): the list's own query with the reader's rights,
 * its ids in the list's order, then the rows 500 at a time.
 */
@Injectable()
export class TrackerExporter implements OnModuleInit {
  constructor(
    private readonly registry: ExportRegistry,
    private readonly queries: TrackerQueries,
    private readonly scopes: TrackerScopes,
    private readonly trocs: TrocReadService,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerForm({
      kind: 'tracker',
      formats: ['xlsx', 'csv'],
      form: TrackerFilterFormDto,
      check: async (checked, actor) => {
        const { terminated, ...form } = listFilter(checked);
        await this.scopes.of(actor, form, 'filters');
        return { ...form, ...(terminated ? { _terminated: 1 } : {}) };
      },
      plan: (form, actor) => this.plan(listFilter(form), actor),
    });
  }

  private async plan(filter: TrackerListFilter, actor: Actor): Promise<ExportPlan> {
    const ids = await this.queries.mineIds(await this.scopes.of(actor, filter, 'filters'), filter);
    const s = fr.exports.lists.sheets;
    return {
      fileBase: filter.terminated ? fr.exports.files.trackerTerminated : fr.exports.files.tracker,
      nbLines: ids.length,
      sheets: [
        {
          name: filter.terminated ? s.trackerTerminated : s.tracker,
          columns: TRACKER_COLUMNS,
          rows: () => this.batches(ids, actor),
        },
      ],
    };
  }

  private async *batches(ids: number[], actor: Actor): AsyncGenerator<ExportCell[][]> {
    for await (const trackers of this.queries.inBatches(ids)) yield await this.rows(trackers, actor);
  }

  /** A batch: its listings, people and services read in three queries. */
  private async rows(trackers: Tracker[], actor: Actor): Promise<ExportCell[][]> {
    const trocs = await this.trocs.byIds(trackers.map((k) => k.trocId));
    const managerOf = (k: Tracker) => trocs.get(k.trocId)?.managerId ?? k.managerId;
    const [users, services] = await Promise.all([
      this.users.findByIds(trackers.flatMap((k) => [managerOf(k), ...(k.userId === null ? [] : [k.userId])])),
      this.organisations.findServices(trackers.flatMap((k) => (k.serviceId === null ? [] : [k.serviceId]))),
    ]);
    const name = (id: number | null) => {
      const user = id === null ? undefined : users.get(id);
      return user ? `${user.firstname} ${user.lastname}`.trim() : null;
    };
    return trackers.map((tracker) => {
      const troc = trocs.get(tracker.trocId);
      const taker = tracker.userId === null ? undefined : users.get(tracker.userId);
      const roles = trackerRoles(tracker, this.trocs.canManage(troc, actor), actor);
      return trackerRow(
        tracker,
        {
          listing: troc?.slug ?? null,
          direction: roles.includes('manager') ? 'given' : 'received',
          manager: name(managerOf(tracker)),
          taker: taker ? name(taker.id) : tracker.guestEmail,
          takerOrganisation: taker ? (taker.organisation?.name ?? null) : tracker.guestOrganismName,
          service: tracker.serviceId === null ? null : (services.get(tracker.serviceId)?.name ?? null),
        },
        this.config.publicUrl,
      );
    });
  }
}
