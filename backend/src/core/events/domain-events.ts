import { Global, Injectable, Logger, Module } from '@nestjs/common';

/** Something that happened in a domain, told to whoever listens (notifications, mails, counters). */
export interface DomainEvent {
  /** '<module>.<what>', e.g. 'tracker.transition'. */
  type: string;
}

type Handler<E extends DomainEvent> = (event: E) => Promise<void> | void;

/**
 * The in-process event bus modules talk through instead of importing each other: the tracker
 * publishes its transitions, the inbox and (later) the notifications subscribe. Publish after
 * the transaction has committed; a failing listener is logged and never undoes the change.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('Events');
  private readonly handlers = new Map<string, Handler<DomainEvent>[]>();

  on<E extends DomainEvent>(type: E['type'], handler: Handler<E>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as Handler<DomainEvent>);
    this.handlers.set(type, list);
  }

  async publish<E extends DomainEvent>(event: E): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) {
      try {
        await handler(event);
      } catch (error) {
        this.logger.error(`Listener of ${event.type} failed: ${(error as Error).stack ?? String(error)}`);
      }
    }
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
