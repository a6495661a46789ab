/**
 * Lighthouse 12.8.2 (13 needs Node 22) through its node API, as ARCHITECTURE.md's recipe says: Chromium
 * started by chrome-launcher with the benchmark flags and a fresh profile per run (chrome-launcher's own
 * temporary user-data folder), mobile form factor, simulated throttling, the performance score's metrics only.
 * A signed-in screen gets its session into localStorage first, then the HTTP cache emptied (the page used
 * to reach the origin must not warm it), and Lighthouse runs with `disableStorageReset`.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

/** One Lighthouse run's figures. */
export interface LighthouseFigures {
  /** Performance score, 0-100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's CPU benchmark of the machine during the run (about 1000 or more on a quiet desktop-class
   * core): the simulated figures scale with it, so a low index says the machine was busy.
   */
  benchmarkIndex: number;
}

/** A run Lighthouse could not finish; `code` is its runtime error code (e.g. PROTOCOL_TIMEOUT). */
export class LighthouseFailure extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/**
 * The five metrics the performance score is weighed from (FCP 10, SI 10, LCP 25, TBT 30, CLS 25): auditing
 * only these gives the same score while Lighthouse skips the gatherers of its diagnostics (every script's
 * body among them, with a 1 s protocol timeout that a loaded machine misses). Lighthouse takes the union of
 * `onlyCategories` and `onlyAudits`, so the category is not named: it is kept as the one these audits are in.
 */
const SCORED_METRICS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;

/** A path of the origin that the gateway answers without any of the storefront's files (a 404 of the API). */
const STORAGE_PRIMER_PATH = '/api/bench-web-storage-primer';

/** Puts `storage` into `origin`'s localStorage in the Chromium listening on `port`, and empties its HTTP cache. */
async function primeStorage(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}${STORAGE_PRIMER_PATH}`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Over CDP, close() lets go of the browser without ending it; chrome-launcher ends it.
    await browser.close();
  }
}

/** One Lighthouse run of `url` in a freshly launched Chromium; `storage` (a session) makes it a signed-in run. */
export async function lighthouseRun(url: string, storage?: Record<string, string>): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    if (storage) await primeStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: [...SCORED_METRICS],
      formFactor: 'mobile', throttlingMethod: 'simulate', disableStorageReset: storage !== undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new LighthouseFailure('NO_RESULT', `Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new LighthouseFailure(lhr.runtimeError.code, `${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
