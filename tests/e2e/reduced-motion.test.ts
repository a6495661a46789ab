/**
 * WCAG 2.3.3 (animation from interactions): on a phone that asks for reduced motion
 * (`prefers-reduced-motion: reduce`), the storefront's CSS transitions are cut to nothing (app.css) and
 * antd-mobile's spring animations are switched off (src/app/shell/reduced-motion.ts): the language sheet is
 * fully up in the first frames after the tap instead of sliding in over about a third of a second.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from './support/browser.js';
import { byTestId } from './support/page-checks.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  context = await narrowPhoneContext(suite.browser);
  page = await context.newPage();
  consoleErrors = watchConsole(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${suite.running.url}/`);
  await byTestId(page, 'lang-switch');
});

afterAll(async () => {
  await context?.close();
});

describe('with reduced motion asked for', () => {
  it('gives the product cards no transition', async () => {
    const card = page.locator('[data-testid^="product-card-"]').first();
    await card.waitFor({ state: 'visible' });
    // app.css cuts every transition to 0.01 ms: Chromium reports it in seconds.
    const seconds = await card.evaluate((element) => Number.parseFloat(getComputedStyle(element).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  });

  it('shows the language sheet at rest in the first frames it is there, with no slide', async () => {
    const transform = await page.evaluate(async () => {
      document.querySelector<HTMLElement>('[data-testid="lang-switch"]')?.click();
      // The sheet's code loads when it first opens (src/app/shell/lazy-popup.tsx): wait for the sheet itself.
      await new Promise<void>((resolve) => {
        const look = () => (document.querySelector('.adm-popup-body.sheet') ? resolve() : requestAnimationFrame(look));
        look();
      });
      // Two frames: React commits the open sheet, antd-mobile's spring takes its first step.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.querySelector<HTMLElement>('.adm-popup-body.sheet')?.style.transform ?? 'no sheet';
    });
    // At rest: moved 0 % of its height (it starts 100 % down when it slides).
    expect(transform).toMatch(/^translate\(0(px)?, 0%\)$/);
    expect(await page.getByTestId('lang-option-en').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
