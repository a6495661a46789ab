/**
 * Served like a CDN would serve it, as Chromium on a Pixel 7 sees it: the page, its scripts and the label
 * file arrive compressed; the hashed scripts are kept for a year; on a reload the page and the label file
 * are revalidated (304, no body) and the storefront still verifies the label file it reuses from its
 * cache, since the 304 brings signature headers for the reload's own nonce.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser.js';
import { byTestId } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();
const LABEL_FILE = '/api/plat/i18n2.js';
const SIGNATURE_MISMATCH = label('tw', 'error.signatureMismatch');

interface Seen {
  path: string;
  headers: Record<string, string>;
  /** Bytes of body that came over the network: none when a 304 let the browser reuse its copy. */
  bodyBytes: number;
}

/** Loads (or reloads) home until its catalogue shows, answering the responses the page got from the network. */
async function loadHome(page: Page, load: () => Promise<unknown>): Promise<Seen[]> {
  const seen: Promise<Seen>[] = [];
  const record = (response: Response): void => {
    seen.push(Promise.all([response.allHeaders(), response.request().sizes()]).then(([headers, sizes]) => ({
      path: new URL(response.url()).pathname, headers, bodyBytes: sizes.responseBodySize,
    })));
  };
  page.on('response', record);
  try {
    await load();
    await byTestId(page, 'product-card-TPS');
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', record);
  }
  return Promise.all(seen);
}

describe('the storefront served like a CDN', () => {
  it('arrives compressed, keeps hashed scripts, and revalidates the page and the label file, which still verifies', async () => {
    const context = await phoneContext(suite.browser);
    try {
      // The "signature mismatch" toast shows for a moment only: note it if it ever appears.
      await context.addInitScript((text) => {
        new MutationObserver(() => {
          if (document.body?.textContent?.includes(text)) (window as Window & { mismatchShown?: boolean }).mismatchShown = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, SIGNATURE_MISMATCH);
      const page = await context.newPage();
      const first = await loadHome(page, () => page.goto(`${suite.running.url}/`));
      const pageAnswer = first.find((seen) => seen.path === '/');
      expect(pageAnswer?.headers['content-encoding']).toBe('br');
      expect(pageAnswer?.headers['cache-control']).toBe('no-cache');
      const scripts = first.filter((seen) => seen.path.startsWith('/assets/') && seen.path.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.headers['cache-control'], script.path).toBe('public, max-age=31536000, immutable');
        expect(script.headers.vary, script.path).toMatch(/accept-encoding/i);
      }
      expect(scripts.filter((script) => script.headers['content-encoding'] === 'br').length).toBeGreaterThan(0);
      expect(['br', 'gzip']).toContain(first.find((seen) => seen.path === LABEL_FILE)?.headers['content-encoding']);

      // The first label file may have gone out gzipped while brotli was being made in the background: once
      // brotli is offered, the next load takes that copy and the one after finds it unchanged.
      await expect.poll(async () => {
        const answer = await fetch(`${suite.running.url}${LABEL_FILE}`, { headers: { 'accept-encoding': 'br' } });
        await answer.arrayBuffer();
        return answer.headers.get('content-encoding');
      }, { timeout: 60_000, interval: 500 }).toBe('br');
      await loadHome(page, () => page.reload());
      const third = await loadHome(page, () => page.reload());
      // Chromium reports a revalidated answer as the 200 it reuses; no body came, and the ETag it sent matched.
      for (const path of ['/', LABEL_FILE]) {
        const revalidated = third.find((seen) => seen.path === path);
        expect(revalidated?.bodyBytes, path).toBe(0);
        expect(revalidated?.headers.etag, path).toMatch(/^"[\w-]+"$/);
      }
      // Hashed scripts come from the cache without a body downloaded again.
      expect(third.filter((seen) => seen.path.startsWith('/assets/') && seen.bodyBytes > 0)).toEqual([]);
      expect(await page.evaluate(() => (window as Window & { mismatchShown?: boolean }).mismatchShown ?? false)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
