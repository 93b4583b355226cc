import type { EntityManager } from 'typeorm';

/** How often the counts kept in memory are written. */
export const TALLY_FLUSH_MS = 5_000;

/**
 * Counters bumped by reads (a listing's views), kept in memory and written together: a write per
 * page view would make every read a write, and every write drops the search's reused results.
 * Written every `everyMs` and when the module stops; a failed write keeps its counts for the next.
 * A crash loses at most one interval of views, which a view counter may.
 */
export class Tally {
  private pending = new Map<number, number>();
  private writing = new Map<number, number>();
  private flushed: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly write: (increments: ReadonlyMap<number, number>) => Promise<void>,
    private readonly failed: (error: unknown) => void,
    everyMs = TALLY_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  add(id: number, count = 1): void {
    this.pending.set(id, (this.pending.get(id) ?? 0) + count);
  }

  /** What this process counted for `id` and has not written yet (a page adds it to the stored figure). */
  unwritten(id: number): number {
    return (this.pending.get(id) ?? 0) + (this.writing.get(id) ?? 0);
  }

  /** Writes what is pending; flushes never overlap. */
  flush(): Promise<void> {
    this.flushed = this.flushed.then(() => this.writeOnce());
    return this.flushed;
  }

  /** The last write, when the module stops. */
  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.flush();
  }

  private async writeOnce(): Promise<void> {
    if (this.pending.size === 0) return;
    this.writing = this.pending;
    this.pending = new Map();
    try {
      await this.write(this.writing);
    } catch (error) {
      for (const [id, count] of this.writing) this.add(id, count);
      this.failed(error);
    } finally {
      this.writing = new Map();
    }
  }
}

/**
 * Adds each id's count to an integer column, one UPDATE per distinct count (most are 1 or 2), and
 * nothing else: not the row's update date, since a view is not an edit.
 */
export async function addCounts(
  manager: EntityManager,
  table: string,
  column: string,
  increments: ReadonlyMap<number, number>,
): Promise<void> {
  const byCount = new Map<number, number[]>();
  for (const [id, count] of increments) {
    const ids = byCount.get(count);
    if (ids) ids.push(id);
    else byCount.set(count, [id]);
  }
  const { driver } = manager.connection;
  const [t, c] = [driver.escape(table), driver.escape(column)];
  await manager.transaction(async (tx) => {
    for (const [count, ids] of byCount) {
      for (let at = 0; at < ids.length; at += 500) {
        const slice = ids.slice(at, at + 500);
        await tx.query(`UPDATE ${t} SET ${c} = ${c} + ? WHERE id IN (${slice.map(() => '?').join(', ')})`, [
          count,
          ...slice,
        ]);
      }
    }
  });
}
