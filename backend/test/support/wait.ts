/**
 * Waits of the HTTP suites: on what the test can observe, with limits that a loaded machine
 * stretches (TEST_SLOWNESS multiplies them) so that it makes a suite slower, never red.
 */
export const SLOWNESS = Number(process.env.TEST_SLOWNESS) || 1;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads until `ok` holds, every 50 ms, for at most `timeoutMs` × TEST_SLOWNESS. */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs * SLOWNESS;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`Condition not met: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}
