import type { ImportFieldIssue, ImportKind, ImportLineStatusName } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Tx } from '../../core/database/transactions.js';
import type { TrackerImportService } from '../tracker/index.js';
import type { ListingImportContext, ListingLineOutcome, TrocImportService } from '../troc/index.js';

/** What a line became: its outcome and what it created (a listing or an exchange, by the import's kind). */
export interface LineOutcome {
  status: ImportLineStatusName;
  issues: ImportFieldIssue[];
  target: { slug: string; name: string } | null;
}

export type ImportContext = ListingImportContext & { actor: Actor };

type Row = Readonly<Record<string, string>>;

/** One kind of import, as the job drives it: a slug chosen per line, a check without writing, and the line applied. */
export interface Importer {
  slugForLine(): string;
  check(row: Row, context: ImportContext): Promise<LineOutcome>;
  apply(row: Row, context: ImportContext, slug: string): Promise<LineOutcome>;
  /** The kinds whose lines can also be written many at a time. */
  batch?: {
    /** A line that still goes through `apply` on its own. */
    ownTurn(row: Row): boolean;
    /** Reads what the job needs once; answers how a chunk of lines is planned, then written in a transaction. */
    start(context: ImportContext): Promise<ChunkPlanner>;
  };
}

/** Plans a chunk in memory, then writes it in the caller's transaction: the lines' outcomes, in order. */
export type ChunkPlanner = (
  lines: readonly { row: Row; slug: string }[],
) => Promise<(manager: Tx) => Promise<LineOutcome[]>>;

const targetOf = ({ troc, ...outcome }: ListingLineOutcome): LineOutcome => ({ ...outcome, target: troc });

/** The importers of each kind, over the modules that own their rows. */
export function importers(listings: TrocImportService, trackers: TrackerImportService): Record<ImportKind, Importer> {
  return {
    troc: {
      slugForLine: () => listings.slugForLine(),
      check: async (row, context) => {
        const { troc, ...outcome } = listings.check(row, context);
        return { ...outcome, target: troc };
      },
      apply: async (row, context, slug) => targetOf(await listings.apply(row, context, slug)),
      batch: {
        ownTurn: (row) => listings.needsOwnTurn(row),
        start: async (context) => {
          const job = await listings.prepare(context);
          return async (lines) => {
            const planned = await listings.planMany(lines, job);
            return async (manager) => (await listings.writeMany(manager, planned, job)).map(targetOf);
          };
        },
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
