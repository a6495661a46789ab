/**
 * An early tap on a slow phone: home opened on a cold cache in a fresh Pixel 7 context of Chromium at a phone's
 * network (CDP `Network.emulateNetworkConditions`: 150 ms latency, 1.6 Mbps down, 750 kbps up) and CPU
 * (`Emulation.setCPUThrottlingRate` 4), home's first product card tapped as soon as it shows ("early": the
 * prerendered home's card, drawn before the app runs, tapped again every 500 ms while that screen stays, as a
 * customer does when a tap does nothing), and, as the baseline of the same run, after the app's home has drawn and
 * the network is idle ("settled"). The figure is the time from the first tap (the page's own `touchstart`) to the
 * first frame with the product page's title in the document, read in the page; the median
 * of N runs of each, the two kinds of run taking turns, and their ratio. Beside it, what was on the wire from the
 * navigation to the title in the run nearest the median: each request, when it started and ended against the tap, its
 * bytes on the wire and its content coding.
 * Prints figures, asserts nothing; never part of `npm test`. Loopback only.
 *
 *   npx tsx src/bench/web/early-tap.ts [--runs N]
 *   npx tsx src/bench/web/early-tap.ts --serve                 builds, serves, prints the address, runs until stopped
 *   npx tsx src/bench/web/early-tap.ts --origin before=URL --origin after=URL [--runs N]
 *
 * With `--origin` it measures storefronts already served (`--serve` in two worktrees: a revision before and one
 * after a change), the revisions taking turns run by run so a busy spell of the shared machine falls on all.
 * Progress goes to stderr.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { paths } from '../../app/routes/route-paths.js';
import { launchChromium, phoneContext } from './chromium.js';
import { formatTable, median, ms, ratio, type TableRow } from './figures.js';
import { CPU_SLOWDOWN } from './keystroke-latency.js';
import { serveStorefront } from './storefront.js';

/** A mid-range phone on a slow mobile network (the finding's profile). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) } as const;
/** How long one screen may take on a loaded machine at the slow profile. */
const SCREEN_TIMEOUT_MS = 120_000;
/** The product page's title (src/app/pages/product/product-page.tsx). */
const PRODUCT_TITLE = '.product-hero__title';
/** A product card on home (src/app/components/product-card.tsx), in the prerendered screen or the app. */
const PRODUCT_CARD = '.product-card';
/** The prerendered first screen's wrapper (src/app/prerender/prerendered-page.ts), gone once the app has drawn. */
const PRERENDERED_SHELL = '[data-prerendered-shell]';
/** How long a customer waits for a tap to do something before tapping again. */
const RETAP_MS = 500;

type TapMoment = 'early' | 'settled';

/** One request seen between the tap and the title, in ms against the tap. */
interface WireEntry {
  url: string;
  startMs: number;
  endMs: number | null;
  /** Bytes on the wire (headers and the body as sent, compressed or not), when it finished. */
  wireBytes: number | null;
  /** The response's Content-Encoding ('' for none), once its headers came. */
  coding: string | null;
}

/** One tap's figures. */
interface TapRun {
  tapToTitleMs: number;
  /** When the tap came, from the navigation's start. */
  tapAtMs: number;
  /** Taps made until the title showed (a tap on the prerendered home may do nothing: the customer taps again). */
  taps: number;
  wire: WireEntry[];
}

interface TapWindow {
  benchTap?: { tapAt?: number; titleAt?: number };
}

/**
 * Installed before any script of the page: the first tap's time, and from it, frame by frame, the first frame in
 * which the product title is in the document (the frame that paints it). Plain text, not a function: tsx would
 * wrap a function's inner named functions in a helper the page does not have.
 */
const WATCH_TAP_AND_TITLE = `(() => {
  const own = window.benchTap = {};
  const frame = () => {
    if (document.querySelector(${JSON.stringify(PRODUCT_TITLE)})) own.titleAt = performance.now();
    else requestAnimationFrame(frame);
  };
  // A touch screen's tap: touchstart comes first (a pointerdown follows it only once a handler asked for pointers).
  for (const type of ['touchstart', 'pointerdown']) {
    addEventListener(type, () => {
      if (own.tapAt !== undefined) return;
      own.tapAt = performance.now();
      requestAnimationFrame(frame);
    }, { capture: true, passive: true });
  }
})();`;

/** The address's last segment, enough to tell chunks and gateway calls apart. */
function shortUrl(url: string): string {
  const { pathname, search } = new URL(url);
  const last = pathname.split('/').filter(Boolean).pop() ?? '/';
  return `${last}${search.length > 40 ? `${search.slice(0, 40)}…` : search}`;
}

/** A request as CDP reports it: when it was sent (wall clock, ms since the epoch) and its monotonic start and end (s). */
interface SeenRequest {
  url: string;
  sentAtEpochMs: number;
  start: number;
  end: number | null;
  wireBytes: number | null;
  coding: string | null;
}

/** Records every request's start and end. */
function recordWire(cdp: CDPSession): Map<string, SeenRequest> {
  const requests = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, sentAtEpochMs: event.wallTime * 1000, start: event.timestamp, end: null, wireBytes: null, coding: null });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    const headers = event.response.headers as Record<string, string>;
    const coding = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    if (request) request.coding = coding ?? '';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.wireBytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  return requests;
}

/** Taps the middle of the first product card on the screen (the prerendered home's or the app's); false when none shows (the page has moved on). */
async function tapFirstCard(page: Page): Promise<boolean> {
  const card = page.locator(PRODUCT_CARD).first();
  const box = (await card.count()) > 0 ? await card.boundingBox() : null;
  if (!box) return false;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return true;
}

const titleShown = (page: Page, timeout: number): Promise<boolean> =>
  page.locator(PRODUCT_TITLE).waitFor({ state: 'visible', timeout }).then(() => true, () => false);

/**
 * Taps the first product card as soon as one shows (the prerendered home's, drawn before the app runs), and again
 * every {@link RETAP_MS} as a customer does when nothing happens, until the app's own home has been tapped once;
 * resolves with the taps made once the product title shows.
 */
async function tapAsSoonAsShown(page: Page): Promise<number> {
  await page.locator(PRODUCT_CARD).first().waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
  let taps = 0;
  for (;;) {
    const onPrerendered = (await page.locator(PRERENDERED_SHELL).count()) > 0;
    if (!(await tapFirstCard(page))) break;
    taps += 1;
    if (!onPrerendered) break;
    if (await titleShown(page, RETAP_MS)) return taps;
  }
  await titleShown(page, SCREEN_TIMEOUT_MS);
  return taps;
}

/** Waits for the app's home and the network to be idle, then taps the first product card once. */
async function tapOnceSettled(page: Page): Promise<number> {
  await page.locator(PRERENDERED_SHELL).waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: SCREEN_TIMEOUT_MS });
  if (!(await tapFirstCard(page))) throw new Error('home shows no product card');
  await titleShown(page, SCREEN_TIMEOUT_MS);
  return 1;
}

/** Opens home on `origin` at the slow profile, taps the first product card early or once settled, and measures tap to title. */
async function tapRun(browser: Browser, origin: string, moment: TapMoment): Promise<TapRun> {
  const context = await phoneContext(browser, origin);
  try {
    await context.addInitScript(WATCH_TAP_AND_TITLE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = recordWire(cdp);
    await page.goto(`${origin}${paths.home()}`, { waitUntil: 'commit', timeout: SCREEN_TIMEOUT_MS });
    const taps = moment === 'early' ? await tapAsSoonAsShown(page) : await tapOnceSettled(page);
    await page.waitForFunction(() => (window as TapWindow).benchTap?.titleAt !== undefined, undefined, { timeout: SCREEN_TIMEOUT_MS });
    const { tapAt, titleAt } = await page.evaluate(() => (window as TapWindow).benchTap!) as { tapAt: number; titleAt: number };
    // A request's send time on the wall clock puts it on the page's clock (performance.now() counts from timeOrigin);
    // its end is its start plus what CDP's monotonic clock counted between them.
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const wire = [...requests.values()]
      .map((request) => {
        const startMs = request.sentAtEpochMs - timeOrigin - tapAt;
        const endMs = request.end === null ? null : startMs + (request.end - request.start) * 1000;
        return { url: shortUrl(request.url), startMs, endMs, wireBytes: request.wireBytes, coding: request.coding };
      })
      .filter((entry) => entry.startMs < titleAt - tapAt)
      .sort((a, b) => a.startMs - b.startMs);
    return { tapToTitleMs: titleAt - tapAt, tapAtMs: tapAt, taps, wire };
  } finally {
    await context.close();
  }
}

/** A run that has not finished after this long is counted as failed (a protocol call stuck on a loaded machine). */
const RUN_TIMEOUT_MS = 180_000;

function withinRunTime<T>(run: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

function options(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === name && process.argv[index + 1] !== undefined) values.push(process.argv[index + 1] as string);
  });
  return values;
}

const progress = (text: string): void => {
  process.stderr.write(`early-tap: ${text}\n`);
};

/** The run whose tap-to-title is the median's. */
const medianRun = (runs: readonly TapRun[]): TapRun | undefined => {
  const middle = median(runs.map((run) => run.tapToTitleMs));
  return runs.find((run) => run.tapToTitleMs === middle);
};

function wireLines(label: string, run: TapRun | undefined): string {
  if (!run) return '';
  const lines = run.wire.map((entry) => {
    const end = entry.endMs === null ? 'unfinished' : `${entry.endMs.toFixed(0)}`;
    const bytes = entry.wireBytes === null ? '' : `${(entry.wireBytes / 1024).toFixed(1)} KiB${entry.coding ? ` ${entry.coding}` : ''}`;
    return `  ${entry.startMs.toFixed(0).padStart(6)} → ${end.padStart(6)} ms  ${bytes.padStart(14)}  ${entry.url}`;
  });
  return [`${label}: tap at ${ms(run.tapAtMs)} after navigation start, title ${ms(run.tapToTitleMs)} after the tap; every request sent before the title (ms against the tap, bytes on the wire):`, ...lines].join('\n');
}

async function measure(origins: { label: string; url: string }[], runs: number): Promise<void> {
  const results = new Map<string, TapRun[]>();
  const key = (label: string, moment: TapMoment) => `${label} ${moment}`;
  const browser = await launchChromium();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const moment of ['early', 'settled'] as const) {
        for (const origin of origins) {
          progress(`${origin.label}, ${moment} tap, run ${run} of ${runs}`);
          const figures = await withinRunTime(tapRun(browser, origin.url, moment)).catch((error: unknown) => {
            progress(`  failed: ${(error as Error).message.split('\n')[0]}`);
            return null;
          });
          if (!figures) continue;
          progress(`  ${ms(figures.tapToTitleMs)} (first tap at ${ms(figures.tapAtMs)}, ${figures.taps} taps)`);
          const list = results.get(key(origin.label, moment)) ?? [];
          list.push(figures);
          results.set(key(origin.label, moment), list);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows: TableRow[] = [];
  const medianOf = (label: string, moment: TapMoment) => median((results.get(key(label, moment)) ?? []).map((run) => run.tapToTitleMs));
  for (const { label } of origins) {
    const early = medianOf(label, 'early');
    const settled = medianOf(label, 'settled');
    const all = (moment: TapMoment) => (results.get(key(label, moment)) ?? []).map((run) => ms(run.tapToTitleMs)).join(' ');
    rows.push({ measure: `${label}: tap → product title, early tap`, figure: ms(early), against: `runs: ${all('early')}`, ratio: ratio(early, settled), target: '' });
    rows.push({ measure: `${label}: tap → product title, settled tap`, figure: ms(settled), against: `runs: ${all('settled')}`, ratio: '', target: '' });
    const earlyTapAt = median((results.get(key(label, 'early')) ?? []).map((run) => run.tapAtMs));
    const earlyTaps = median((results.get(key(label, 'early')) ?? []).map((run) => run.taps));
    rows.push({ measure: `${label}: early tap came at (from navigation)`, figure: ms(earlyTapAt), against: `taps until the page: ${earlyTaps} (median)`, ratio: '', target: '' });
  }
  if (origins.length > 1) {
    const [first, ...others] = origins;
    for (const other of others) {
      for (const moment of ['early', 'settled'] as const) {
        rows.push({ measure: `${other.label} / ${first!.label}, ${moment} tap`, figure: '', against: '', ratio: ratio(medianOf(other.label, moment), medianOf(first!.label, moment)), target: '' });
      }
    }
  }
  console.log(`${NETWORK.latency} ms RTT, ${NETWORK.downloadThroughput * 8 / 1e6} Mbps down, CPU x${CPU_SLOWDOWN}, cold cache, home's first product card, ${runs} runs each`);
  console.log(formatTable(rows));
  for (const { label } of origins) {
    for (const moment of ['early', 'settled'] as const) console.log(`\n${wireLines(`${label}, ${moment} tap (median run)`, medianRun(results.get(key(label, moment)) ?? []))}`);
  }
}

async function main(): Promise<void> {
  const runs = Math.min(25, Math.max(1, Number(options('--runs')[0]) || 5));
  const given = options('--origin').map((value) => {
    const at = value.indexOf('=');
    return at > 0 ? { label: value.slice(0, at), url: value.slice(at + 1) } : { label: value, url: value };
  });
  if (given.length > 0) {
    await measure(given, runs);
    return;
  }
  progress('building the storefront and the gateway');
  const storefront = await serveStorefront();
  if (process.argv.includes('--serve')) {
    console.log(storefront.url);
    const stop = () => void storefront.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return;
  }
  try {
    await measure([{ label: 'this build', url: storefront.url }], runs);
  } finally {
    await storefront.stop();
  }
}

main().catch((error: unknown) => {
  console.error('early-tap failed:', error);
  process.exit(2);
});
