import { MemoryLoginThrottle } from './login-throttle.js';

describe('MemoryLoginThrottle', () => {
  it('blocks after the maximum of failures until the window ends', async () => {
    let now = 1_000_000;
    const throttle = new MemoryLoginThrottle(3, 60, () => now);
    for (let i = 0; i < 3; i++) {
      expect((await throttle.check('a')).blocked).toBe(false);
      await throttle.fail('a');
    }
    expect(await throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 60 });
    expect((await throttle.check('b')).blocked).toBe(false);
    now += 60_001;
    expect((await throttle.check('a')).blocked).toBe(false);
  });

  it('forgets failures after a success', async () => {
    const throttle = new MemoryLoginThrottle(2, 60);
    await throttle.fail('a');
    await throttle.fail('a');
    await throttle.reset('a');
    expect((await throttle.check('a')).blocked).toBe(false);
  });
});
