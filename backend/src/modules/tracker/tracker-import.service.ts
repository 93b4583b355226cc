import { Injectable } from '@nestjs/common';
import {
  fr,
  type ImportFieldIssue,
  type ImportLineStatusName,
  isEmail,
  type RegularisationValues,
  readText,
  validateRegularisation,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.js';
import { DomainError, FormError } from '../../core/errors/index.js';
import { UsersService } from '../identity/index.js';
import type { Troc } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrackerQueries } from './tracker.queries.js';
import { TrackerService } from './tracker.service.js';

export interface TrackerLineOutcome {
  status: ImportLineStatusName;
  issues: ImportFieldIssue[];
  tracker: { slug: string; name: string } | null;
}

const E = fr.imports.errors;
const TAKER_FIELDS = [
  'quantity',
  'guestEmail',
  'guestOrganismType',
  'guestOrganismName',
  'guestServiceName',
  'message',
];

interface Plan {
  troc: Troc | null;
  values: RegularisationValues;
  issues: Map<string, string[]>;
}

/**
 * A line of an exchanges import: a past hand-over of one of my listings, recorded as the
 * regularisation form would (core §5): the listing by its name or slug, the quantity within what
 * remains, the taker as a member's e-mail or a guest. The exchange starts approved and is then
 * completed from its page, as any regularisation; a line the form would refuse fails, with the
 * form's messages. `check` reads and checks the same way without writing (« Tester »).
 */
@Injectable()
export class TrackerImportService {
  constructor(
    private readonly trackers: TrackerService,
    private readonly queries: TrackerQueries,
    private readonly trocs: TrocReadService,
    private readonly users: UsersService,
  ) {}

  /** The slug the line's exchange will take, chosen when the line is written. */
  slugForLine(): string {
    return randomBytes(8).toString('hex');
  }

  async check(row: Readonly<Record<string, string>>, actor: Actor): Promise<TrackerLineOutcome> {
    const plan = await this.plan(row, actor);
    return { status: plan.issues.size ? 'Failed' : 'Success', issues: issuesOf(plan, row), tracker: null };
  }

  /** Writes the line's exchange under `slug`: a line resumed after a stop finds it instead of making another. */
  async apply(row: Readonly<Record<string, string>>, actor: Actor, slug: string): Promise<TrackerLineOutcome> {
    const existing = await this.queries.bySlug(slug);
    if (existing) return { status: 'Success', issues: [], tracker: { slug, name: existing.name } };
    const plan = await this.plan(row, actor);
    if (plan.issues.size || !plan.troc) return { status: 'Failed', issues: issuesOf(plan, row), tracker: null };
    try {
      await this.trackers.regularize(plan.troc.slug, actor, plan.values, slug);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error instanceof FormError) {
        for (const [field, messages] of Object.entries(error.errors)) plan.issues.set(field, messages);
      } else plan.issues.set('troc', [error.message]);
      return { status: 'Failed', issues: issuesOf(plan, row), tracker: null };
    }
    return { status: 'Success', issues: [], tracker: { slug, name: plan.troc.name ?? plan.troc.slug } };
  }

  private async plan(row: Readonly<Record<string, string>>, actor: Actor): Promise<Plan> {
    const issues = new Map<string, string[]>();
    const text = (key: string) => readText(row[key]);
    const values: RegularisationValues = Object.fromEntries(TAKER_FIELDS.map((key) => [key, text(key)]));

    let troc: Troc | null = null;
    if (!text('troc')) issues.set('troc', [fr.validation.required]);
    else {
      const found = await this.trocs.managedByRef(text('troc'), actor);
      troc = found.troc;
      if (!troc) issues.set('troc', [found.ambiguous ? E.listingAmbiguous : E.listingUnknown]);
    }

    const email = text('user').toLowerCase();
    if (email) {
      const taker = isEmail(email) ? await this.users.findByEmail(email) : null;
      if (!taker || !taker.enabled) issues.set('user', [E.memberUnknown]);
      else values.user = taker.id;
    }
    if (troc) {
      const info = await this.trackers.exchangeInfo(troc, actor);
      if (!info?.canRegularize) {
        issues.set('troc', [
          info?.quantity.remaining === 0 ? fr.tracker.errors.nothingLeft : fr.tracker.errors.notRegulable,
        ]);
      } else {
        const errors = validateRegularisation(values, info.quantity, troc.swapType);
        // An unknown e-mail is already said under the taker's column.
        if (issues.has('user')) delete errors.user;
        for (const [field, messages] of Object.entries(errors)) issues.set(field, messages);
      }
    }
    return { troc, values, issues };
  }
}

function issuesOf(plan: Plan, row: Readonly<Record<string, string>>): ImportFieldIssue[] {
  return [...plan.issues.entries()].map(([column, messages]) => ({ column, value: row[column] ?? '', messages }));
}
