import type { ImportFieldIssue, ImportKind, ImportLineStatusName } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { TrackerImportService } from '../tracker/index.js';
import type { ListingImportContext, TrocImportService } from '../troc/index.js';

/** What a line became: its outcome and what it created (a listing or an exchange, by the import's kind). */
export interface LineOutcome {
  status: ImportLineStatusName;
  issues: ImportFieldIssue[];
  target: { slug: string; name: string } | null;
}

export type ImportContext = ListingImportContext & { actor: Actor };

/** One kind of import, as the job drives it: a slug chosen per line, a check without writing, and the line applied. */
export interface Importer {
  slugForLine(): string;
  check(row: Readonly<Record<string, string>>, context: ImportContext): Promise<LineOutcome>;
  apply(row: Readonly<Record<string, string>>, context: ImportContext, slug: string): Promise<LineOutcome>;
}

/** The importers of each kind, over the modules that own their rows. */
export function importers(listings: TrocImportService, trackers: TrackerImportService): Record<ImportKind, Importer> {
  return {
    troc: {
      slugForLine: () => listings.slugForLine(),
      check: async (row, context) => {
        const { troc, ...outcome } = listings.check(row, context);
        return { ...outcome, target: troc };
      },
      apply: async (row, context, slug) => {
        const { troc, ...outcome } = await listings.apply(row, context, slug);
        return { ...outcome, target: troc };
      },
    },
    tracker: {
      slugForLine: () => trackers.slugForLine(),
      check: async (row, { actor }) => {
        const { tracker, ...outcome } = await trackers.check(row, actor);
        return { ...outcome, target: tracker };
      },
      apply: async (row, { actor }, slug) => {
        const { tracker, ...outcome } = await trackers.apply(row, actor, slug);
        return { ...outcome, target: tracker };
      },
    },
  };
}
