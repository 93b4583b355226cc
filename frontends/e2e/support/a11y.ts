import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { ROOT } from './server';
import { counted } from './text';

export const AXE_RESULTS = join(ROOT, 'test-results', 'axe');

/** The WCAG 2.1 A and AA rules: what the RGAA 4.1 relies on. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING = new Set(['serious', 'critical']);

interface AxeRunInPage {
  axe: { run(context: Document, options: unknown): Promise<axe.AxeResults> };
}

/** Runs axe-core (WCAG 2.1 A/AA) on the page as it is now and writes every result to test-results/axe/<name>.json. */
export async function runAxe(page: Page, name: string): Promise<axe.AxeResults> {
  // A modal or a message still fading in would be measured half transparent.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Evaluated through the DevTools protocol: the page's CSP forbids inline scripts, not this.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as AxeRunInPage).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'incomplete'],
      }),
    AXE_TAGS,
  );
  mkdirSync(AXE_RESULTS, { recursive: true });
  writeFileSync(join(AXE_RESULTS, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

/** The serious and critical violations, one line per rule and its elements. */
export function describeSeriousViolations(results: axe.AxeResults): string[] {
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n` +
        violation.nodes.map((node) => `    ${node.target.map(String).join(' ')}`).join('\n'),
    );
}

/**
 * Fails when axe-core finds a serious or critical WCAG 2.1 A/AA violation on the page,
 * listing each (rule, help, selectors of the elements). The full results stay in
 * test-results/axe/<name>.json.
 */
export async function expectNoSeriousA11yViolations(page: Page, name: string): Promise<void> {
  const problems = describeSeriousViolations(await runAxe(page, name));
  if (problems.length > 0) {
    throw new Error(
      `${counted(problems.length, 'règle WCAG 2.1 A/AA non respectée', 'règles WCAG 2.1 A/AA non respectées')} (gravité sérieuse ou critique) sur « ${name} » ` +
        `(détail : test-results/axe/${name}.json) :\n${problems.join('\n')}`,
    );
  }
}
