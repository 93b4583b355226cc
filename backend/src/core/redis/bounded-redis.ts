import { type Command, Redis, type RedisOptions } from 'ioredis';
import { deadline } from '../clock/deadline.js';

/**
 * An ioredis client whose commands fail after `commandTimeoutMs` without an answer, as ioredis's own
 * `commandTimeout` does, except that the answer is looked for before the command is declared lost:
 * on a loaded machine a process can be off the CPU for longer than the timeout, and ioredis's timer
 * then fired before the waiting reply was read (a signed-in request answered 503 mid-import).
 * Its `duplicate()` (a subscriber) has no command timeout.
 */
export class BoundedRedis extends Redis {
  private readonly commandTimeoutMs: number | undefined;
  private readonly timed = new WeakSet<Command>();

  constructor(url: string, { commandTimeout, ...options }: RedisOptions) {
    super(url, options);
    this.commandTimeoutMs = commandTimeout;
  }

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const sent = super.sendCommand(command, stream);
    const ms = this.commandTimeoutMs;
    // A command queued while connecting is sent again once connected: its deadline runs from the first time.
    if (ms !== undefined && !command.isResolved && !this.timed.has(command)) {
      this.timed.add(command);
      const cancel = deadline(ms, () => {
        if (!command.isResolved) command.reject(new Error('Command timed out'));
      });
      command.promise.then(cancel, cancel);
    }
    return sent;
  }
}
