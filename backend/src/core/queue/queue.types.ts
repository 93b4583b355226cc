import type { JobStatus } from './job.entity.js';

export interface RunningJob<P = unknown> {
  id: string;
  name: string;
  payload: P;
  /**
   * True once the process is stopping: a long job checks it between lines and returns through
   * `handBack()`, so the next process resumes it at that line.
   */
  readonly stopping: boolean;
  /** Ends this run without finishing the job: it stays pending and is resumed by the next worker. */
  handBack(): never;
  /** Records how far the job is; polls read it from the database. */
  progress(processed: number, total?: number): Promise<void>;
}

export type JobHandler<P = unknown> = (job: RunningJob<P>) => Promise<unknown>;

/**
 * Called once when a job is given up (its handler failed, or it was lost more times than
 * allowed): the module marks its own record failed with `reason`, a French sentence.
 */
export type JobGiveUp<P = unknown> = (payload: P, reason: string) => Promise<unknown>;

/**
 * Where the queue holds a job: Bull's lists, or this process's timers and runners. `orphaned`:
 * active, but its worker's lock has lapsed (the process was killed), so nobody runs it.
 */
export type QueuedState = 'waiting' | 'delayed' | 'active' | 'orphaned' | 'failed' | 'completed' | 'missing';

export interface JobView {
  id: string;
  queue: string;
  name: string;
  status: JobStatus;
  processed: number;
  total: number | null;
  /** 0..100, null while the total is unknown. */
  percent: number | null;
  result: unknown;
  error: string | null;
}

/** How jobs travel from the enqueuing process to a worker: Bull on Redis, or in this process. */
export interface QueueDriver {
  readonly name: 'bull' | 'in-process';
  /** Starts consuming a queue; `run` executes the job whose id travelled through the queue. */
  consume(queue: string, run: (jobId: string) => Promise<void>): void;
  /** `delayMs` holds the job back that long (Bull keeps delayed jobs in Redis across restarts). */
  dispatch(queue: string, jobId: string, delayMs?: number): Promise<void>;
  state(queue: string, jobId: string): Promise<QueuedState>;
  /** Dispatches again a job the queue lost or gave up on (a failed or finished entry gives way). */
  requeue(queue: string, jobId: string, delayMs?: number): Promise<void>;
  /** Takes `name` for `ttlMs` for this process among all those sharing the queue; false if another holds it. */
  lock(name: string, ttlMs: number): Promise<boolean>;
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** When a repeatable job runs next, given the moment its previous run ended (or start-up). */
export type NextRun = (after: Date) => Date;
