/**
 * The JavaScript a screen costs a phone: the screen opened in a fresh Chromium context (empty cache), every
 * script response's body taken through the DevTools protocol (`Network.getResponseBody`, the decoded
 * body whatever the transfer encoding), each gzipped at level 9 and summed. The same figure whether or
 * not the server compresses, so builds compare on what they ship, not on how they are served.
 *
 * Two sums: every script until the network is idle (what a phone downloads), and the scripts requested before the
 * page's first idle callback ran (what it needed to draw). The storefront starts its idle preloads (the pages a
 * screen's controls open, src/app/shell/page-preload.ts; an order's later steps) from its first idle callback, which
 * the browser runs only once the page has drawn and its main thread is free: what was requested before it is what the
 * screen asked for to draw itself, nothing it fetches ahead for a tap.
 */
import type { Browser } from 'playwright-core';
import { phoneContext } from './chromium.js';
import { gzipSizeSum } from './figures.js';
import type { MeasuredPage } from './measured-pages.js';

/** A sum of script bodies. */
export interface ScriptSum {
  /** Sum of each script body's gzip -9 size, bytes. */
  gzipBytes: number;
  /** Sum of the decoded bodies, bytes. */
  rawBytes: number;
  /** Scripts summed. */
  count: number;
}

export interface ScriptWeight extends ScriptSum {
  /**
   * The scripts requested before the page's first idle callback ran (all of them if none ran): what the screen loaded
   * to draw, without what it preloads once idle.
   */
  toFirstRender: ScriptSum;
  /** Whether an idle callback ran before the network was idle (false: `toFirstRender` is every script). */
  idleCallbackRan: boolean;
  /** The document's markup once the screen showed (what the screen looks like with all its JS run). */
  shownHtml: string;
}

/** Where the page keeps the wall-clock time (ms since the epoch) its first idle callback started. */
const FIRST_IDLE_KEY = '__benchWebFirstIdleAt';

/**
 * Runs in the page before its own scripts: every idle callback the page asks for first notes, if none has yet, the
 * time it started, before the page's own callback runs (so the requests that callback makes come after that time).
 */
function noteFirstIdleCallback(key: string): void {
  const notes = window as unknown as Record<string, number | undefined>;
  const ask = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => ask((deadline) => {
    notes[key] ??= performance.timeOrigin + performance.now();
    callback(deadline);
  }, options);
}

const sumOf = (bodies: readonly Buffer[]): ScriptSum => ({
  gzipBytes: gzipSizeSum(bodies), rawBytes: bodies.reduce((sum, body) => sum + body.length, 0), count: bodies.length,
});

/**
 * Opens `screen` on `origin` (with `storage` in its localStorage: a session for a signed-in screen) and weighs every script the page
 * loaded until the screen shows and the network is idle, and apart those requested before its first idle callback.
 */
export async function scriptWeight(browser: Browser, origin: string, screen: MeasuredPage, storage: Record<string, string>): Promise<ScriptWeight> {
  const context = await phoneContext(browser, origin, storage);
  try {
    const page = await context.newPage();
    await page.addInitScript(noteFirstIdleCallback, FIRST_IDLE_KEY);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requestedAt = new Map<string, number>();
    const scripts = new Set<string>();
    const finished = new Set<string>();
    // wallTime: seconds since the epoch by the same clock the page's performance.timeOrigin reads.
    cdp.on('Network.requestWillBeSent', (event) => requestedAt.set(event.requestId, event.wallTime * 1000));
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => finished.add(event.requestId));
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'load' });
    await screen.reach(page);
    await page.waitForLoadState('networkidle');
    const firstIdleAt = await page.evaluate((key) => (window as unknown as Record<string, number | undefined>)[key] ?? null, FIRST_IDLE_KEY);
    const bodies: Buffer[] = [];
    const beforeIdle: Buffer[] = [];
    for (const requestId of scripts) {
      if (!finished.has(requestId)) continue;
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      bodies.push(bytes);
      if (firstIdleAt === null || (requestedAt.get(requestId) ?? 0) < firstIdleAt) beforeIdle.push(bytes);
    }
    return { ...sumOf(bodies), toFirstRender: sumOf(beforeIdle), idleCallbackRan: firstIdleAt !== null, shownHtml: await page.content() };
  } finally {
    await context.close();
  }
}
