import { Injectable } from '@nestjs/common';
import {
  fr,
  type ListingManageValues,
  type MassActionKind,
  type MassEditField,
  type MassEditValues,
  type MassFieldRefusal,
  filledMassEditFields,
  promotionOf,
  PublicationStatus,
  readId,
  readList,
  readNumber,
  readText,
} from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Actor } from '../../core/auth/actor.js';
import { DomainError, FormError, NotFoundError } from '../../core/errors/index.js';
import { checkedFilters } from '../../core/http/validation.js';
import { type AudienceLookups, AudienceService, UsersService } from '../identity/index.js';
import { MyListingsFormDto } from './dto/search.dto.js';
import type { Troc } from './entities/troc.entity.js';
import { TrocCardsService } from './troc-cards.service.js';
import { canManage } from './troc-access.js';
import { TrocEditService } from './troc-edit.service.js';
import type { Invited, ListingAndAudience } from './troc-edit.queries.js';
import { addressValues, manageValues } from './troc-form-mapping.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocQueries } from './troc.queries.js';

/** The attributes a mass line reports, as plain strings (old → new). */
export type MassSnapshot = Record<string, string | null>;

export interface MassLineOutcome {
  name: string;
  status: 'updated' | 'unchanged' | 'error';
  excerpt: Record<string, [string | null, string | null]>;
  message?: string;
  /** The edit's fields that were not applied, each with its French reason. */
  refused?: MassFieldRefusal[];
}

interface EditResult {
  troc: Troc;
  refused: MassFieldRefusal[];
}

/** The mass edit fields in the order they are applied, grouped as the single edit checks them together. */
const EDIT_GROUPS: readonly { fields: readonly MassEditField[]; address?: true }[] = [
  { fields: ['swapType'] },
  { fields: ['userName'] },
  { fields: ['visibility'] },
  { fields: ['availabilityStartDate', 'availabilityEndDate'] },
  { fields: ['promotion'] },
  { fields: ['postal', 'city'], address: true },
];

/** A line's listing as its snapshot read it: its name, its slug, its attributes before. */
export interface MassLineStart {
  name: string;
  slug: string;
  before: MassSnapshot;
}

/** A chunk's line once planned: its snapshot (none for a listing unseen) and its outcome. */
export interface PlannedLine {
  start: MassLineStart | null;
  outcome: MassLineOutcome;
}

/** A chunk of mass edit lines planned in memory, with how to write it and whom to tell after. */
export interface PlannedEdits {
  lines: PlannedLine[];
  write(manager: Tx): Promise<Invited[]>;
  invited(added: Invited[]): Promise<void>;
}

/** The managers' names a job has read (manager id → name): a job reads each one once. */
export type NameCache = Map<number, string>;

/** The publication status each action leads to when it was applied (a resumed line may find it done). */
const TARGETS: Partial<Record<MassActionKind, PublicationStatus[]>> = {
  unpublish: [PublicationStatus.Draft],
  delete: [PublicationStatus.Archived],
};

/**
 * One line of a mass action (supporting §2, §4): the listing is read with the actor's rights and
 * goes through the single edit's services — the same rules, permissions and publication machine.
 * A refusal (any 4xx) becomes the line's error with its French message; nothing is bypassed.
 */
@Injectable()
export class TrocMassService {
  constructor(
    private readonly queries: TrocQueries,
    private readonly lists: TrocListsService,
    private readonly read: TrocReadService,
    private readonly edit: TrocEditService,
    private readonly publication: TrocPublicationService,
    private readonly cards: TrocCardsService,
    private readonly users: UsersService,
    private readonly audience: AudienceService,
  ) {}

  /** The organisation's members and services as a job reads them: once each for its length. */
  lookups(): AudienceLookups {
    return this.audience.memo();
  }

  /** Select-all: the ids of « Mes annonces » for these filters (troc_filter_form), in the list's order. */
  async mineIds(actor: Actor, filters: Record<string, unknown>): Promise<number[]> {
    return this.lists.mineIds(actor, await checkedFilters(MyListingsFormDto, filters));
  }

  /**
   * What a line looks like before it is applied (recorded, so that a resumed line reports the same),
   * with the slug the line is then read by. Read with the actor's visibility: a listing they may not
   * see gives nothing, as a missing one does (ids are sequential; a report must not read names).
   */
  async snapshot(trocId: number, actor: Actor, names: NameCache = new Map()): Promise<MassLineStart | null> {
    const troc = (await this.queries.visibleByIds([trocId], actor)).get(trocId);
    return troc ? { name: troc.name ?? troc.slug, slug: troc.slug, before: await this.snapshotOf(troc, names) } : null;
  }

  /**
   * Applies one line. `start` is the line's snapshot when it was just taken (a resumed line has only
   * its recorded `before`); `names` keeps the managers' names for the length of a job.
   */
  async apply(
    trocId: number,
    action: MassActionKind,
    values: MassEditValues,
    actor: Actor,
    before: MassSnapshot | null,
    resumed: boolean,
    start: MassLineStart | null = null,
    names: NameCache = new Map(),
  ): Promise<MassLineOutcome> {
    let name = start?.name ?? String(trocId);
    try {
      let slug = start?.slug;
      if (!slug) {
        const found = (await this.queries.visibleByIds([trocId], actor)).get(trocId);
        if (!found) return notFound(trocId);
        name = found.name ?? found.slug;
        slug = found.slug;
      }
      // Unseen since its snapshot: the same line as a listing that never existed, nothing of it named.
      const troc = await this.read.managed(slug, actor).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (!troc) return notFound(trocId);
      const old = before ?? (await this.snapshotOf(troc, names));
      const targets = TARGETS[action];
      const alreadyDone = resumed && targets?.includes(troc.publicationStatus);
      // An edit's services return the listing as saved; the publication machine's conditional
      // updates are read back.
      const edited = alreadyDone ? null : await this.run(troc, action, values, actor);
      const after = edited?.troc ?? (await this.queries.byIds([trocId])).get(trocId);
      const excerpt = after ? diff(old, await this.snapshotOf(after, names)) : {};
      return outcomeOf(name, excerpt, edited?.refused ?? []);
    } catch (error) {
      if (error instanceof DomainError) {
        return { name, status: 'error', excerpt: {}, message: messageOf(error) };
      }
      throw error;
    }
  }

  /**
   * A chunk of mass edit lines (the batch form of `apply` for the edit action): the listings read
   * in one query with the actor's rights, each line's fields checked and applied in memory through
   * the edit forms' rules (a refused field named, the others applied), nothing written yet. The
   * result's `write` writes the listings in the caller's transaction and answers the addresses
   * newly invited, to be told once it has committed (`invited`).
   */
  async planEdits(
    trocIds: readonly number[],
    values: MassEditValues,
    actor: Actor,
    names: NameCache,
    lookups: AudienceLookups,
  ): Promise<PlannedEdits> {
    const [visible, invitations, perimeter] = await Promise.all([
      this.queries.visibleByIds(trocIds, actor),
      this.cards.invitationsOf([...trocIds]),
      this.cards.perimeterOf([...trocIds]),
    ]);
    const manage = new Map<number, ListingAndAudience>();
    const address: Troc[] = [];
    const lines: PlannedLine[] = [];
    for (const trocId of trocIds) {
      const troc = visible.get(trocId);
      if (!troc) {
        lines.push({ outcome: notFound(trocId), start: null });
        continue;
      }
      const name = troc.name ?? troc.slug;
      const before = await this.snapshotOf(troc, names);
      const start = { name, slug: troc.slug, before };
      if (!canManage(troc, actor)) {
        lines.push({ start, outcome: { name, status: 'error', excerpt: {}, message: fr.auth.forbidden } });
        continue;
      }
      const edit = await this.planEdit(troc, values, lookups, invitations.get(trocId), perimeter.get(trocId));
      if (edit.manage) manage.set(troc.id, edit.manage);
      if (edit.address) address.push(troc);
      lines.push({ start, outcome: outcomeOf(name, diff(before, await this.snapshotOf(troc, names)), edit.refused) });
    }
    return {
      lines,
      write: async (manager) => {
        const added = await this.edit.writeManage(manager, [...manage.values()]);
        await this.edit.writeAddress(manager, address);
        return added;
      },
      invited: (added) => this.edit.invited(added),
    };
  }

  /** One listing's mass edit in memory, group by group as `run` applies them. */
  private async planEdit(
    troc: Troc,
    values: MassEditValues,
    lookups: AudienceLookups,
    invitations: string[] = [],
    perimeter: number[] = [],
  ): Promise<{ manage: ListingAndAudience | null; address: boolean; refused: MassFieldRefusal[] }> {
    const filled = new Set(filledMassEditFields(values));
    const refused: MassFieldRefusal[] = [];
    let manage: ListingAndAudience | null = null;
    let address = false;
    for (const group of EDIT_GROUPS) {
      const fields = group.fields.filter((field) => filled.has(field));
      if (fields.length === 0) continue;
      try {
        if (group.address) {
          await this.edit.planAddress(troc, { ...addressValues(troc), city: values.city, postal: values.postal });
          address = true;
        } else {
          const current = manageValues(
            troc,
            manage ? [...manage.invitations] : invitations,
            manage ? [...manage.perimeter] : perimeter,
          );
          const planned = await this.edit.planManage(
            troc,
            { ...current, ...this.manageChange(troc, fields, values) },
            lookups,
          );
          if ('errors' in planned) throw new FormError(planned.errors);
          manage = planned;
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const message = messageOf(error);
        for (const field of fields) refused.push({ field, message });
      }
    }
    return { manage, address, refused };
  }

  /** Runs the line's action: the edited listing and its refused fields, or null when it must be read back. */
  private async run(
    troc: Troc,
    action: MassActionKind,
    values: MassEditValues,
    actor: Actor,
  ): Promise<EditResult | null> {
    if (action === 'publish') {
      await this.publication.publish(troc, actor);
      return null;
    }
    if (action === 'unpublish') {
      await this.publication.unpublish(troc, actor);
      return null;
    }
    if (action === 'delete') {
      await this.publication.delete(troc, actor);
      return null;
    }
    const filled = new Set(filledMassEditFields(values));
    const refused: MassFieldRefusal[] = [];
    // Each group of fields goes through the single edit on its own: a refused one is named in the
    // report and the others are still applied (the listing is read again between groups).
    for (const group of EDIT_GROUPS) {
      const fields = group.fields.filter((field) => filled.has(field));
      if (fields.length === 0) continue;
      try {
        if (group.address) {
          await this.edit.updateAddress(troc, { ...addressValues(troc), city: values.city, postal: values.postal });
        } else {
          const current = await this.currentManage(troc);
          await this.edit.updateManage(troc, { ...current, ...this.manageChange(troc, fields, values) });
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const message = messageOf(error);
        for (const field of fields) refused.push({ field, message });
      }
    }
    return { troc, refused };
  }

  private async currentManage(troc: Troc): Promise<ListingManageValues> {
    const [invitations, perimeter] = await Promise.all([
      this.cards.invitationsOf([troc.id]),
      this.cards.perimeterOf([troc.id]),
    ]);
    return manageValues(troc, invitations.get(troc.id) ?? [], perimeter.get(troc.id) ?? []);
  }

  /** The manage form's values one group of mass edit fields changes. */
  private manageChange(troc: Troc, fields: readonly MassEditField[], values: MassEditValues): ListingManageValues {
    const change: ListingManageValues = {};
    for (const field of fields) {
      if (field === 'swapType') change.swapType = values.swapType;
      else if (field === 'userName') change.manager = readId(values.user);
      else if (field === 'visibility') change.visibility = readList(values.visibility);
      else if (field === 'availabilityStartDate') change.availabilityStartDate = values.availabilityStartDate;
      else if (field === 'availabilityEndDate') change.availabilityEndDate = values.availabilityEndDate;
      else if (field === 'promotion') change.rawItemCurrentPrice = promotedPrice(troc, values.promotion);
    }
    return change;
  }

  private async snapshotOf(troc: Troc, names: NameCache): Promise<MassSnapshot> {
    let userName = names.get(troc.managerId);
    if (userName === undefined) {
      const manager = (await this.users.findByIds([troc.managerId])).get(troc.managerId);
      userName = manager ? `${manager.firstname} ${manager.lastname}`.trim() : String(troc.managerId);
      names.set(troc.managerId, userName);
    }
    return {
      swapType: troc.swapType ?? null,
      userName,
      visibility: [...(troc.visibility ?? [])].sort().join(', ') || null,
      availabilityStartDate: troc.availabilityStartDate ?? null,
      availabilityEndDate: troc.availabilityEndDate ?? null,
      price: troc.currentPriceCents === null ? null : (troc.currentPriceCents / 100).toFixed(2),
      postal: troc.postal ?? null,
      city: troc.cityName ?? troc.cityCode ?? null,
      publicationStatus: troc.publicationStatus,
    };
  }
}

/** A line's outcome from its changes and refused fields: an error only when some field was refused and nothing changed. */
function outcomeOf(name: string, excerpt: MassLineOutcome['excerpt'], refused: MassFieldRefusal[]): MassLineOutcome {
  if (refused.length === 0) return { name, status: Object.keys(excerpt).length ? 'updated' : 'unchanged', excerpt };
  return Object.keys(excerpt).length
    ? { name, status: 'updated', excerpt, refused }
    : { name, status: 'error', excerpt, refused, message: refused[0]!.message };
}

/** The sale price of a promotion, in euros as the manage form reads it; a 422 on promotion when refused. */
function promotedPrice(troc: Troc, promotion: unknown): number {
  const outcome = promotionOf(troc, readNumber(promotion) ?? Number.NaN);
  if (!outcome.ok) throw FormError.field('promotion', outcome.message);
  return outcome.priceCents / 100;
}

/** The line of a listing the actor may not see or that does not exist: its id alone, as the view's 404. */
function notFound(trocId: number): MassLineOutcome {
  return { name: String(trocId), status: 'error', excerpt: {}, message: fr.http.notFound };
}

function diff(before: MassSnapshot, after: MassSnapshot): Record<string, [string | null, string | null]> {
  const excerpt: Record<string, [string | null, string | null]> = {};
  for (const key of Object.keys(after)) {
    if ((before[key] ?? null) !== (after[key] ?? null)) excerpt[key] = [before[key] ?? null, after[key] ?? null];
  }
  return excerpt;
}

/** The French message of a refusal: the first field message of a form error, or the error's message. */
function messageOf(error: DomainError): string {
  if (error instanceof FormError) {
    const first = Object.values(error.errors).flat()[0];
    return (first && readText(first)) || fr.massAction.errors.lineFailed;
  }
  return error.message || fr.massAction.errors.lineFailed;
}
