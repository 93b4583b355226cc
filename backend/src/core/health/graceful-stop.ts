import { type INestApplication, Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import type { AppConfig } from '../config/config.js';
import type { ListenHandles } from '../http/listen-handles.js';
import { QueueService } from '../queue/queue.service.js';
import { Lifecycle } from './lifecycle.js';

/**
 * SIGTERM (and SIGINT): health answers 503 for the load balancer, the server takes no new
 * connection, the requests in flight finish on an open database and session store, the running
 * jobs hand themselves back to the queue at their next line; then the application closes and
 * the process exits. All of it within SHUTDOWN_GRACE_SECONDS; whatever is left then is resumed by
 * the next process (imports and mass actions account for each line once).
 */
export function stopGracefully(app: INestApplication, config: AppConfig, handles?: ListenHandles): void {
  const logger = new Logger('Arrêt');
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    const started = Date.now();
    logger.log(`${signal} : fin des requêtes et des tâches en cours (${config.shutdownGraceSeconds} s au plus)`);
    // Past the grace (and a margin for closing), the process goes whatever is still open.
    setTimeout(() => {
      logger.warn('Délai d’arrêt dépassé : sortie immédiate');
      process.exit(1);
    }, graceMs + 5_000).unref();
    app.get(Lifecycle).stopping = true;
    const queue = app.get(QueueService);
    queue.stop();
    const server = app.getHttpServer() as Server;
    const closed = Promise.all([
      new Promise<void>((resolve) => server.close(() => resolve())),
      handles?.close(),
    ]);
    // Keep-alive connections waiting for a next request are closed as soon as they are idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.all([closed, queue.drained()]), grace]);
    clearInterval(idle);
    server.closeAllConnections();
    try {
      await app.close();
      logger.log(`Arrêt terminé en ${Date.now() - started} ms`);
      process.exit(0);
    } catch (error) {
      logger.error(`Arrêt en erreur : ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
