/**
 * axe-core's WCAG checks on the page a browser test already has open. The engine is evaluated
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern, so the storefront
 * keeps its `script-src 'self'` and a CSP violation of its own still shows up in the test's console watch.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 A/AA rule tags the accessibility checks measure with. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/**
 * Runs axe-core with WCAG_TAGS on the page as it is and returns one line per failing element:
 * "<rule> (<impact>): <help> | <target selector> | <html>", empty when the page passes. The engine is loaded
 * once per document (a navigation drops it).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load into the page');
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((rule) => ({
      id: rule.id,
      impact: rule.impact ?? '',
      help: rule.help,
      nodes: rule.nodes.map((node) => ({ target: node.target.map(String).join(' > '), html: node.html })),
    }));
  }, [...WCAG_TAGS]);
  return violations.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id} (${rule.impact}): ${rule.help} | ${node.target} | ${node.html.slice(0, 240)}`));
}
