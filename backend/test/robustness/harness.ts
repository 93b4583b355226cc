import type { INestApplication, LoggerService } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import type request from 'supertest';
import { ERROR_CODES, type ErrorCode } from '@troc/shared';
import { DataSource } from 'typeorm';
import { isCatalogueMessage } from '../../src/core/http/french.js';

const STACK_TRACE = /\bat [\w$.<>]+ \(|\.[cm]?[jt]s:\d+:\d+|node_modules/;

/** What an answer breaks of the contract, or null. */
export function contractProblem(res: request.Response): string | null {
  if (res.status >= 500) return `${res.status}`;
  if (res.status < 400) return null;
  const text = res.text ?? '';
  if (STACK_TRACE.test(text)) return 'trace de pile dans la réponse';
  if (!/^application\/json\b/.test(String(res.headers['content-type'] ?? ''))) {
    return `réponse ${res.status} en ${String(res.headers['content-type'])} : ${text.slice(0, 80)}`;
  }
  let body: { errors?: unknown; message?: unknown; code?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `réponse ${res.status} qui n'est pas du JSON : ${text.slice(0, 80)}`;
  }
  if (!ERROR_CODES.includes(body.code as ErrorCode)) return `code d'erreur absent ou inconnu : ${String(body.code)}`;
  if (body.errors !== undefined) {
    if (typeof body.errors !== 'object' || body.errors === null) return 'errors n’est pas un objet';
    for (const [field, messages] of Object.entries(body.errors)) {
      if (!Array.isArray(messages) || messages.length === 0) return `errors.${field} n'est pas une liste`;
      for (const m of messages)
        if (typeof m !== 'string' || !isCatalogueMessage(m)) return `message hors catalogue : ${m}`;
    }
    return null;
  }
  if (typeof body.message !== 'string' || !isCatalogueMessage(body.message)) {
    return `message hors catalogue : ${String(body.message)}`;
  }
  return null;
}

/**
 * Records the SQL that changes data while one request runs (sessions excepted: they are not
 * data). Only the request's own statements count: each request the server receives runs in
 * its own async context, so a job an earlier request queued, writing meanwhile, is not taken
 * for a write of this one.
 */
export class WriteRecorder {
  private statements: string[] | null = null;
  private current: object | null = null;
  private readonly context = new AsyncLocalStorage<object>();

  constructor(app: INestApplication) {
    const server = app.getHttpServer() as Server;
    const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
    server.removeAllListeners('request');
    for (const listener of listeners) {
      server.on('request', (...args: unknown[]) => this.context.run(this.current ?? {}, () => listener(...args)));
    }
    const logger = app.get(DataSource).logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      if (this.current && this.context.getStore() === this.current) this.statements?.push(query);
      return original(query, parameters, runner);
    };
  }

  start(): void {
    this.statements = [];
    this.current = {};
  }

  /** Writes that stayed: those of a transaction rolled back do not count. */
  stop(): string[] {
    const statements = this.statements ?? [];
    this.statements = null;
    this.current = null;
    const rolledBack = statements.some((s) => /^\s*ROLLBACK/i.test(s));
    return rolledBack
      ? []
      : statements.filter((s) => /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(s) && !/http_session/i.test(s));
  }
}

/**
 * The server's error log, read as the application writes it (the error filter logs through
 * Nest's logger): a « Défaut » line is bad input that reached the database or the code.
 */
export class ErrorLog implements LoggerService {
  private lines: string[] = [];

  constructor(app: INestApplication) {
    app.useLogger(this);
  }

  /** The lines logged since the last call. */
  take(): string[] {
    const lines = this.lines;
    this.lines = [];
    return lines;
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.lines.push([message, ...rest].map(String).join(' '));
  }
  log(): void {}
  warn(): void {}
  debug(): void {}
  verbose(): void {}
}

/** The defects among log lines, each cut to its message and the first frame of its trace. */
export const defects = (lines: string[]): string[] =>
  lines.filter((l) => l.includes('Défaut')).map((l) => l.split('\n').slice(0, 3).join(' | '));
