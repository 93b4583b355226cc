import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config.js';

/**
 * JSON lines on stdout, written asynchronously: a request does not wait for the write
 * (pino flushes what is pending when the process exits; a hard kill may lose the last lines).
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  const options = { level: config.logLevel, base: { service: 'troc' }, timestamp: pino.stdTimeFunctions.isoTime };
  if (config.logLevel === 'silent') return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** Nest's logger interface over pino, so framework and application logs share one JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
