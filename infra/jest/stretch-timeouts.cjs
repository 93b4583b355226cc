// A loaded machine makes a suite slower, never red: every explicit time limit a spec gives to a
// test or a hook (the number after its function) is multiplied by TEST_SLOWNESS, as the
// configurations' default limits are. One place, so no spec has to remember it.
const factor = Number(process.env.TEST_SLOWNESS) || 1;

if (factor !== 1) {
  for (const name of ['it', 'test', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
    const original = globalThis[name];
    if (typeof original !== 'function') continue;
    globalThis[name] = new Proxy(original, {
      apply(target, self, args) {
        const last = args.length - 1;
        if (last > 0 && typeof args[last] === 'number') args[last] = args[last] * factor;
        return Reflect.apply(target, self, args);
      },
    });
  }
}
