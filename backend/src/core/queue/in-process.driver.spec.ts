import { InProcessQueueDriver } from './in-process.driver.js';

// The embedded queue: jobs run in this process, one at a time per queue, each once.
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Until `done` holds (a loaded machine runs the jobs later, never differently), for 10 s at most. */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done() && Date.now() - started < 10_000;) await settled();
}

describe('the in-process queue', () => {
  it('keeps a job dispatched before its queue is consumed, and runs it once when it is', async () => {
    const driver = new InProcessQueueDriver();
    await driver.dispatch('import', 'a');
    await driver.dispatch('import', 'a');
    await driver.dispatch('import', 'b');
    expect(await driver.state('import', 'a')).toBe('waiting');
    const ran: string[] = [];
    driver.consume('import', async (jobId) => void ran.push(jobId));
    await until(() => ran.length >= 2);
    await settled();
    expect(ran).toEqual(['a', 'b']);
    expect(await driver.state('import', 'a')).toBe('missing');
    await driver.close();
  });

  it('runs the jobs of a queue one after the other, in order', async () => {
    const driver = new InProcessQueueDriver();
    const log: string[] = [];
    driver.consume('export', async (jobId) => {
      log.push(`${jobId}:start`);
      await settled();
      log.push(`${jobId}:end`);
    });
    await driver.dispatch('export', 'a');
    await driver.dispatch('export', 'b');
    await until(() => log.length >= 4);
    await driver.close();
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });

  it('drops what is dispatched once closed: the row stays pending for the next start', async () => {
    const driver = new InProcessQueueDriver();
    await driver.dispatch('import', 'early');
    await driver.close();
    const ran: string[] = [];
    driver.consume('import', async (jobId) => void ran.push(jobId));
    await driver.dispatch('import', 'late');
    await settled();
    expect(ran).toEqual([]);
  });
});
