import type { JobStatus } from './job.entity.js';

export interface RunningJob<P = unknown> {
  id: string;
  name: string;
  payload: P;
  /** Records how far the job is; polls read it from the database. */
  progress(processed: number, total?: number): Promise<void>;
}

export type JobHandler<P = unknown> = (job: RunningJob<P>) => Promise<unknown>;

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
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** When a repeatable job runs next, given the moment its previous run ended (or start-up). */
export type NextRun = (after: Date) => Date;
