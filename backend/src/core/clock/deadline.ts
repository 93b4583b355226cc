/**
 * Calls `onExpiry` once `ms` have passed and the input that arrived meanwhile has been read.
 *
 * A plain `setTimeout` cannot tell a late answer from a missing one: after a long synchronous turn,
 * or while the process was starved of CPU on a loaded machine, the event loop runs its expired
 * timers before it reads the sockets, so an answer already waiting in a socket would be declared
 * late. Deferring the expiry to the check phase (`setImmediate`) lets that poll run first; whatever
 * settles there cancels the deadline. Returns the cancel function.
 */
export function deadline(ms: number, onExpiry: () => void): () => void {
  let immediate: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    immediate = setImmediate(onExpiry);
  }, ms);
  return () => {
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  };
}

/** Settles as `promise` does, or rejects with `expired()` at the deadline of `ms`. */
export function settleWithin<T>(promise: Promise<T>, ms: number, expired: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = deadline(ms, () => reject(expired()));
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error as Error);
      },
    );
  });
}
