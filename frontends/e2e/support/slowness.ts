import type { Page } from 'playwright-core';

/** How much slower than a calm machine this one may be (TEST_SLOWNESS): every wait of the journeys scales by it. */
export const SLOWNESS = Number(process.env.TEST_SLOWNESS) || 1;

/** A page whose waits (30 s on a calm machine) scale with the machine's slowness. */
export function patient(page: Page): Page {
  page.setDefaultTimeout(30_000 * SLOWNESS);
  return page;
}
