import { deadline } from '../clock/deadline.js';
import { DatabaseBusyError } from './pool-limits.js';

/**
 * At most `limit` runs of a kind of work at once; the others wait their turn in order, for at most
 * `waitMs` (then a DatabaseBusyError: a 503). The search takes several connections of the pool in
 * turn: without a gate, eighty searches at once hold all ten and queue for more, and the header
 * counters of every open page wait behind them. Gated, they leave connections free for the rest.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * `handOff` passes a freed turn to the next in line: at once by default; `setImmediate` makes
   * it wait for the loop's next phase, so that synchronous work (SQLite) does not chain turn
   * after turn within one turn of the loop.
   */
  constructor(
    readonly limit: number,
    private readonly waitMs: number,
    private readonly what: string,
    private readonly handOff: (turn: () => void) => void = (turn) => turn(),
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await this.turn();
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The turn passes on as it is (still counted); nobody waiting: one fewer running.
      if (next) this.handOff(next);
      else this.running--;
    }
  }

  private turn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const go = () => {
        cancel();
        resolve();
      };
      const cancel = deadline(this.waitMs, () => {
        const at = this.waiting.indexOf(go);
        // Handed a turn already, not yet taken: it goes on.
        if (at === -1) return;
        this.waiting.splice(at, 1);
        reject(new DatabaseBusyError(this.what, this.waitMs));
      });
      this.waiting.push(go);
    });
  }
}
