// Bodies every endpoint shares: errors, lists, health.
import type { ErrorCode } from './error-codes.js';

/** 422 body: field path → French messages; `code` says why (FORM_INVALID unless more precise). */
export interface ValidationErrorBody {
  errors: Record<string, string[]>;
  code: ErrorCode;
}

/** Any other error body: `code` is stable, `message` is French text for the user. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  code: ErrorCode;
}

/** Every list endpoint answers this shape. */
export interface ListResponse<T> {
  data: T[];
  total: number;
  total_results: number;
  url: string;
}

export interface HealthResponse {
  /** degraded: a dependency is down (named in `down`); stopping: the process is draining (SIGTERM). */
  status: 'ok' | 'degraded' | 'stopping';
  database: { driver: 'sqlite' | 'mysql'; ok: boolean };
  /** `running`: the jobs this instance is running now, by queue (an instance to drain is busy). */
  queue: { driver: 'bull' | 'in-process'; ok: boolean; running: Record<string, number> };
  /** Sessions and throttling's Redis; absent in the embedded mode. */
  redis?: { ok: boolean };
  /** The dependencies that did not answer in time. */
  down: ('database' | 'redis')[];
}

/** An action whose answer is a sentence for the user (reset requested, password changed …). */
export interface MessageResponse {
  message: string;
}

/** A file removed. */
export interface DeletedResponse {
  deleted: true;
}
