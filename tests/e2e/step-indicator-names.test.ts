/**
 * The order wizard's step indicator shows every step's whole name: in English MTV's names ("Plan and period",
 * "Policy holder and contact") were cut to "Plan and …" and "Policy hol…" on a phone, so a customer could not
 * read where they were. The names wrap instead, and the indicator keeps one height whichever step is current
 * (the current name is bold), so moving on does not shift the page. A name wraps between its words, never inside one.
 */
import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { byTestId } from './support/page-checks.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();
const checkpoint = checkpointFor('step-indicator-names');

describe('the step indicator in English on a phone', () => {
  it('MTV: every step name is shown whole, and the indicator keeps its height from step to step', async () => {
    const { running, browser } = suite;
    const { sessionStorageEntry } = await signedInClient(running, '/pages/order/MTV/index');
    const context = await narrowPhoneContext(browser, {
      origin: running.url,
      localStorage: { ...sessionStorageEntry, 'mo-lang': JSON.stringify({ state: { lang: 'en' }, version: 0 }) },
    });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`${running.url}/pages/order/mtv/index`);
      await byTestId(page, 'step-plan');
      const indicator = page.locator('.step-indicator');
      const labels = await indicator.locator('.step-indicator__label').evaluateAll((elements) => elements.map((element) => ({
        text: element.textContent ?? '',
        cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight || getComputedStyle(element).textOverflow === 'ellipsis',
      })));
      expect(labels.map((label) => label.text)).toEqual(['Plan and period', 'Your car', 'Declarations', 'Policy holder and contact', 'Confirm']);
      expect(labels.filter((label) => label.cut)).toEqual([]);
      // Lines break between words, never inside one ("Declaratio/ns" was seen): each word's
      // glyphs sit on one line.
      const brokenWords = await indicator.locator('.step-indicator__label').evaluateAll((elements) => elements.flatMap((element) => {
        const text = element.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words = [...(text.textContent ?? '').matchAll(/\S+/gu)];
        return words.filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        }).map((word) => word[0]);
      }));
      expect(brokenWords).toEqual([]);
      await checkpoint(page, '01-en-mtv-plan');
      // The indicator's height with each step drawn as the current one (the class the wizard gives it).
      const heights = await indicator.evaluate((list) => {
        const items = [...list.querySelectorAll('.step-indicator__item')];
        return items.map((current) => {
          for (const item of items) item.classList.remove('step-indicator__item--current');
          current.classList.add('step-indicator__item--current');
          return list.getBoundingClientRect().height;
        });
      });
      expect(new Set(heights).size).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
