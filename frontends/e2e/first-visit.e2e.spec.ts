import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * The budget of a first visit (make bench-pages measures it, with the other pages): a visitor
 * landing on the search, cache empty, receives at most 350 KB of JavaScript, compressed. What a
 * page shows only on demand (trees, date pickers, modals, menus) must not be part of it.
 */
// Measured on the wire: headers included, so each extra file costs about 400 bytes more than its code.
const BUDGET = 350 * 1024;

describe('first visit in Chromium: the search page within its JavaScript budget', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function firstVisit(path: string) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { url: string; encoding: string; bytes: number }>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      const encoding = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
      scripts.set(requestId, { url: response.url, encoding: String(encoding?.[1] ?? 'identity'), bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    await context.close();
    const list = [...scripts.values()];
    return { bytes: list.reduce((sum, s) => sum + s.bytes, 0), scripts: list };
  }

  it.each(['/fr/search/', '/fr/'])('%s: at most 350 KB of compressed JavaScript', async (path) => {
    const { bytes, scripts } = await firstVisit(path);
    expect(scripts.length).toBeGreaterThan(5);
    // Every script travels compressed, but the smallest (under 1 KB, not worth it: sent as they are).
    expect(scripts.filter((s) => s.encoding !== 'br' && s.bytes > 2048)).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });
});
