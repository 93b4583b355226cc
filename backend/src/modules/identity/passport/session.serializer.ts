import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import type { User } from '../entities/user.entity.js';
import { ViewerCache } from '../../../core/auth/viewer-cache.js';

/**
 * The session keeps the user id only; the user comes from ViewerCache, which any change
 * to the account empties, so a disabled account is out at once (see ViewerCache for the bound
 * across processes).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  /** The functions this application added to passport's process-wide lists (the last ones, just registered). */
  private readonly own: { serializer: unknown; deserializer: unknown };

  constructor(private readonly viewers: ViewerCache<User>) {
    super();
    const registry = passport as unknown as Registry;
    this.own = { serializer: registry._serializers.at(-1), deserializer: registry._deserializers.at(-1) };
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

  /**
   * passport keeps serializers on a process-wide singleton: a closing application takes its own
   * away, and only its own (another application of the process keeps serving its sessions).
   */
  onModuleDestroy(): void {
    const registry = passport as unknown as Registry;
    const drop = (list: unknown[], fn: unknown) => {
      const at = list.indexOf(fn);
      if (at >= 0) list.splice(at, 1);
    };
    drop(registry._serializers, this.own.serializer);
    drop(registry._deserializers, this.own.deserializer);
  }
}

interface Registry {
  _serializers: unknown[];
  _deserializers: unknown[];
}
