import { Injectable } from '@nestjs/common';
import {
  fr,
  type ImportFieldIssue,
  type ImportLineStatusName,
  LIMITS,
  type ListingManageValues,
  PublicationStatus,
  padPostalCode,
  RequestType,
  validateListingAddress,
  validateListingDetails,
  validateListingManage,
  Visibility,
  parisDay,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Tx } from '../../core/database/transactions.js';
import { DomainError, FormError } from '../../core/errors/index.js';
import { CategoryService } from '../category/index.js';
import { GeoService } from '../geo/index.js';
import { type AudienceLookups, AudienceService } from '../identity/index.js';
import { IMAGE_COLUMNS, type Troc } from './entities/troc.entity.js';
import { addMonths } from '../../shared/dates.js';
import { newSlug, TrocEditService } from './troc-edit.service.js';
import type { ListingAndAudience } from './troc-edit.queries.js';
import { applyDetails, applyManage, manageValues } from './troc-form-mapping.js';
import {
  columnOfField,
  type ImportRow,
  type ListingRow,
  picturesOf,
  readListingRow,
  type RowIssues,
} from './troc-import.js';
import { type OperationTemplate, TrocOperationsService } from './troc-operations.service.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocQueries } from './troc.queries.js';

/** The pictures beside an import (its ZIP), as the listing import reads them. */
export interface PictureSource {
  has(name: string): boolean;
  read(name: string, maxBytes: number): Promise<Buffer | null>;
}

export interface ListingImportContext {
  actor: Actor;
  /** The operation the listings are imported into: they take its manager, audience, dates and place. */
  operation: OperationTemplate | null;
  pictures: PictureSource | null;
}

export interface ListingLineOutcome {
  status: ImportLineStatusName;
  issues: ImportFieldIssue[];
  troc: { slug: string; name: string } | null;
}

/** The columns without which no draft is worth creating: the line fails. */
const ESSENTIAL = ['requestType', 'category', 'name'];
const DETAIL_FIELDS = [
  'description',
  'itemTotalQuantity',
  'itemMinQuantity',
  'itemMaxQuantity',
  'itemRequestQuantity',
  'unit',
  'itemState',
  'itemWeight',
  'itemVolume',
  'itemHeight',
  'itemWidth',
  'itemLength',
  'brand',
] as const;
const MANAGE_FIELDS = [
  'swapType',
  'itemPriceType',
  'rawItemCurrentPrice',
  'rawItemPurchasePrice',
  'visibility',
  'availabilityStartDate',
  'availabilityEndDate',
] as const;
const E = fr.imports.errors;

/** What a listing import's job reads once: the audience's lookups and the organisation's moderation. */
export interface ListingImportJob extends ListingImportContext {
  lookups: AudienceLookups;
  /** Organisation id → whether it moderates its listings. */
  moderated: ReadonlyMap<number, boolean>;
}

/** A line read and checked, with its draft (none when the line fails). */
export interface PlannedLine {
  plan: Plan;
  listing: ListingAndAudience | null;
}

interface Plan {
  row: ImportRow;
  read: ListingRow;
  categoryId: number | null;
  issues: RowIssues;
  pictures: string[];
  fatal: boolean;
}

/**
 * A line of a listing import (supporting §3 Import line): read into the forms' values and checked
 * by the forms' own rules. A line without a usable type, category or name fails; any other problem
 * leaves a draft to complete, holding every valid value; a line with none is published through the
 * publication machine, as « Publier » would. `check` is the same reading without any write (« Tester »).
 */
@Injectable()
export class TrocImportService {
  constructor(
    private readonly trocs: TrocQueries,
    private readonly categories: CategoryService,
    private readonly geo: GeoService,
    private readonly edit: TrocEditService,
    private readonly operations: TrocOperationsService,
    private readonly publication: TrocPublicationService,
    private readonly audience: AudienceService,
  ) {}

  /** The slug a line's listing will take, chosen when the line is written. */
  slugForLine(): string {
    return newSlug();
  }

  check(row: ImportRow, context: ListingImportContext): ListingLineOutcome {
    const plan = this.plan(row, context);
    return {
      status: plan.fatal ? 'Failed' : plan.issues.size ? 'ToComplete' : 'Success',
      issues: issuesOf(plan),
      troc: null,
    };
  }

  /** What a job reads once for all its lines: the organisation's members and services, its moderation. */
  async prepare(context: ListingImportContext): Promise<ListingImportJob> {
    const moderated = new Map<number, boolean>();
    for (const id of new Set([
      context.actor.organisationId,
      context.operation?.organisationId ?? context.actor.organisationId,
    ])) {
      moderated.set(id, await this.publication.moderates(id));
    }
    return { ...context, lookups: this.audience.memo(), moderated };
  }

  /**
   * Writes the line's listing under `slug`, chosen before the first attempt: a line resumed after a
   * stop finds the listing it had created and goes on with it instead of creating a second one.
   */
  async apply(row: ImportRow, context: ListingImportContext, slug: string): Promise<ListingLineOutcome> {
    const plan = this.plan(row, context);
    if (plan.fatal) return { status: 'Failed', issues: issuesOf(plan), troc: null };
    const { actor } = context;
    // Written at once with every valid value: a line resumed after a stop finds it whole.
    const found = await this.trocs.bySlug(slug);
    let troc = found;
    if (!troc) {
      const listing = await this.draftOf(plan, context, slug);
      troc = await this.edit.insert(listing.troc, listing.invitations, listing.perimeter);
    }
    if (troc.publicationStatus === PublicationStatus.Draft) {
      await this.attachPictures(troc, plan, context);
      if (plan.issues.size === 0) {
        try {
          // Read back only when pictures changed it (or it was an earlier attempt's): the built one is whole.
          const current = found || plan.pictures.length ? (await this.trocs.byId(troc.id))! : troc;
          troc = await this.publication.publish(current, actor);
        } catch (error) {
          merge(plan.issues, refusal(error));
        }
      }
    }
    return outcomeOf(plan, troc);
  }

  /** Whether a line goes through `apply` alone: its pictures are stored one file at a time. */
  needsOwnTurn(row: ImportRow): boolean {
    return picturesOf(row).length > 0;
  }

  /**
   * Lines without pictures, read and checked in memory with the job's lookups (no transaction
   * held meanwhile): each line's plan and its new draft, not yet written.
   */
  async planMany(lines: readonly { row: ImportRow; slug: string }[], job: ListingImportJob): Promise<PlannedLine[]> {
    const planned: PlannedLine[] = [];
    for (const { row, slug } of lines) {
      const plan = this.plan(row, job);
      planned.push({ plan, listing: plan.fatal ? null : await this.draftOf(plan, job, slug, job.lookups) });
    }
    return planned;
  }

  /**
   * Planned lines written in the caller's transaction (the batch form of `apply`): the listings in
   * multi-row statements, those without an issue published through the publication machine as
   * they are inserted (the others stay drafts).
   */
  async writeMany(manager: Tx, planned: readonly PlannedLine[], job: ListingImportJob) {
    const listings = planned.flatMap(({ listing }) => (listing ? [listing] : []));
    const ready = planned.filter(({ plan, listing }) => listing && plan.issues.size === 0);
    const refusals = await this.publication.publishOnInsert(
      manager,
      ready.map(({ listing }) => listing!),
      job.actor,
      job.moderated,
      () => this.edit.insertMany(manager, listings),
    );
    ready.forEach(({ plan }, i) => {
      if (refusals[i]) merge(plan.issues, refusal(refusals[i]));
    });
    return planned.map(({ plan, listing }): ListingLineOutcome =>
      listing ? outcomeOf(plan, listing.troc) : { status: 'Failed', issues: issuesOf(plan), troc: null },
    );
  }

  /**
   * The new draft with every valid value of the three forms, with its audience; a value a form
   * refuses leaves the draft's default in its place (its issue says which).
   */
  private async draftOf(
    plan: Plan,
    context: ListingImportContext,
    slug: string,
    lookups?: AudienceLookups,
  ): Promise<ListingAndAudience> {
    const { actor, operation } = context;
    const troc = operation
      ? this.operations.draftIn(actor, operation, slug)
      : this.edit.draft(actor, plan.read.requestType ?? RequestType.Offer, slug);

    const details = { ...plan.read.details };
    for (const field of DETAIL_FIELDS) if (plan.issues.has(field)) details[field] = '';
    applyDetails(troc, details, plan.categoryId!);
    if (!troc.itemState) troc.itemState = null;

    let audience = { invitations: operation?.invitations ?? [], perimeter: operation?.perimeter ?? [] };
    const manage: ListingManageValues = manageValues(troc, audience.invitations, audience.perimeter);
    for (const field of MANAGE_FIELDS) {
      if (plan.read.manage[field] !== undefined && !plan.issues.has(field)) manage[field] = plan.read.manage[field];
    }
    const checked = await this.edit.checkManage(troc.organisationId, manage, lookups);
    if (Object.keys(checked.errors).length === 0) {
      applyManage(troc, manage, checked.visibility, checked.perimeter);
      audience = { invitations: checked.invitations, perimeter: checked.perimeter };
    } else mergeFields(plan.issues, checked.errors);

    const address = plan.read.address;
    if (address && !['postal', 'city', 'deliveryLocation'].some((c) => plan.issues.has(c))) {
      try {
        await this.edit.setAddress(troc, address);
      } catch (error) {
        merge(plan.issues, refusal(error));
      }
    }
    return { troc, invitations: audience.invitations, perimeter: audience.perimeter };
  }

  /** The line's pictures in the listing's slots, from the ZIP (again on a resumed line: a slot is replaced, never doubled). */
  private async attachPictures(troc: Troc, plan: Plan, context: ListingImportContext): Promise<void> {
    for (const [slot, name] of plan.pictures.entries()) {
      const buffer = await context.pictures?.read(name, LIMITS.upload.imageMaxBytes);
      if (!buffer) {
        merge(plan.issues, { images: [E.pictureInvalid] });
        continue;
      }
      try {
        await this.edit.attachImage(troc, slot, { buffer, originalname: name, size: buffer.length }, context.actor);
      } catch (error) {
        merge(plan.issues, { images: [E.pictureInvalid] });
        if (!(error instanceof DomainError)) throw error;
      }
    }
  }

  private plan(row: ImportRow, { actor, operation, pictures }: ListingImportContext): Plan {
    const read = readListingRow(row);
    const issues: RowIssues = new Map(read.issues);
    const add = (column: string, messages: string[]) => merge(issues, { [column]: messages });

    let categoryId: number | null = null;
    if (!read.category) add('category', [fr.listing.errors.chooseCategory]);
    else {
      const { category } = this.categories.findByText(read.category);
      if (category) categoryId = category.id;
      else add('category', [E.category]);
    }

    const found = read.pictures.filter((name) => pictures?.has(name));
    if (found.length < read.pictures.length) add('images', [E.picture]);
    const slots = [0, 1, 2].map((slot) => slot < found.length);
    const detailErrors = validateListingDetails({ ...read.details, category: categoryId ?? '' }, slots);
    delete detailErrors.category;
    mergeFields(issues, detailErrors);

    const today = parisDay();
    const start = read.manage.availabilityStartDate;
    if (typeof start === 'string' && read.manage.availabilityEndDate === undefined) {
      // A start without an end: the listing stays available its usual three months from that start.
      const end = operation?.availabilityEndDate;
      read.manage.availabilityEndDate = end && end >= start ? end : addMonths(start, 3);
    }
    const defaults: ListingManageValues = {
      manager: operation?.managerId ?? actor.id,
      service: operation?.serviceId ?? actor.serviceId,
      visibility: operation?.visibility ?? [Visibility.Internal],
      invitations: operation?.invitations ?? [],
      availabilityStartDate: operation?.availabilityStartDate ?? today,
      availabilityEndDate: operation?.availabilityEndDate ?? addMonths(today, 3),
    };
    mergeFields(issues, validateListingManage({ ...defaults, ...read.manage }));

    if (read.address) {
      const errors = validateListingAddress(read.address);
      mergeFields(issues, errors);
      if (!errors.postal && !errors.city && !this.geo.findCity(padPostalCode(read.address.postal), read.address.city)) {
        add('city', [E.city]);
      }
    }
    return {
      row,
      read,
      categoryId,
      issues,
      pictures: found.slice(0, IMAGE_COLUMNS.length),
      fatal: ESSENTIAL.some((column) => issues.has(column)),
    };
  }
}

/** Form errors onto the line's columns; what no column carries (the manager, the service) is the line's own. */
function mergeFields(issues: RowIssues, errors: Record<string, string[]>): void {
  for (const [field, messages] of Object.entries(errors)) merge(issues, { [columnOfField(field)]: messages });
}

function merge(issues: RowIssues, errors: Record<string, string[]>): void {
  for (const [column, messages] of Object.entries(errors)) {
    const known = issues.get(column) ?? [];
    issues.set(column, [...known, ...messages.filter((m) => !known.includes(m))]);
  }
}

/** A domain error of the single edit's services, as the line's issues. */
function refusal(error: unknown): Record<string, string[]> {
  if (error instanceof FormError) {
    const errors = { ...error.errors };
    delete errors._form;
    return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [columnOfField(field), messages]));
  }
  if (error instanceof DomainError) return { _line: [error.message] };
  throw error;
}

/** The line's outcome once its listing is written: complete only when published without an issue. */
function outcomeOf(plan: Plan, troc: Troc): ListingLineOutcome {
  const published = troc.publicationStatus !== PublicationStatus.Draft;
  return {
    status: published && plan.issues.size === 0 ? 'Success' : 'ToComplete',
    issues: issuesOf(plan),
    troc: { slug: troc.slug, name: troc.name ?? troc.slug },
  };
}

function issuesOf(plan: Plan): ImportFieldIssue[] {
  return [...plan.issues.entries()].map(([column, messages]) => ({
    column,
    value: column.startsWith('_') ? '' : (plan.row[column] ?? ''),
    messages,
  }));
}
