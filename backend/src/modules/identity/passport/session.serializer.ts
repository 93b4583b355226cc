import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import type { User } from '../entities/user.entity.js';
import { ViewerCache } from '../viewer-cache.js';

/**
 * The session keeps the user id only; the user comes from ViewerCache, which any change
 * to the account empties, so a disabled account is out at once (see ViewerCache for the bound
 * across processes).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  constructor(private readonly viewers: ViewerCache) {
    super();
  }

  serializeUser(user: User, done: (err: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: unknown, user?: User | false) => void): void {
    this.viewers
      .get(id)
      .then((user) => done(null, user && user.enabled ? user : false))
      .catch((err) => done(err));
  }

  /** passport keeps serializers on a process-wide singleton: a closing application takes its own away. */
  onModuleDestroy(): void {
    const registry = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    registry._serializers.length = 0;
    registry._deserializers.length = 0;
  }
}
