/**
 * `npm run bench:web`: what the storefront costs a phone, printed as ONE table from ONE run in which each
 * figure stands beside what it was measured against in the same run, with its targets in a column
 * (docs/benchmarks.md, "Measuring the storefront").
 * Prints figures, asserts nothing; never part of `npm test`. Loopback only; about 5 minutes.
 *
 * - builds the storefront (vite, production) and serves it from the compiled gateway (sandbox mode);
 * - JS gz loaded by home, the TPS product page, TPS order step 1 and the MTV order's car step, from a real
 *   Chromium load (./web/page-scripts.ts); home's to its first render (before its idle preloads) against the
 *   dependency-only shell built with esbuild in this run (./web/esbuild-baselines.ts), with its idle preloads beside,
 *   and each other screen's weight over home's to first render;
 * - the first HTML, gz, and how much of the home catalogue it shows before any script (./web/first-html.ts);
 * - keystroke p75 on the MTV car step against a plain React form with as many text fields, at 4x CPU,
 *   alternating rounds, and the main thread's CPU time per keystroke beside it (./web/typing-comparison.ts);
 * - Lighthouse 12.8.2, mobile, simulated throttling, median of N runs for home, product and TPS order step 1
 *   (./web/lighthouse-runs.ts), the pages taking turns.
 *
 *   npm run bench:web [-- --runs N] [--typing-rounds N] [--skip-lighthouse] [--typing-only] [--json]
 *
 * `--runs N` (default 3) sets the Lighthouse runs per page; `--typing-rounds N` (default 9) the typing rounds
 * per page; `--typing-only` builds, serves and measures the typing alone (no weights, first HTML or
 * Lighthouse); `--json` prints the rows as one JSON line instead of the table (what `npm run bench` reads).
 * Progress goes to stderr.
 */
import { join } from 'node:path';
import { loadProductCatalog } from '../server/catalog/load-product-catalog.js';
import type { Browser } from 'playwright-core';
import { launchChromium } from './web/chromium.js';
import { dependencyShell } from './web/esbuild-baselines.js';
import { formatTable, kb, median, ms, ratio, type TableRow } from './web/figures.js';
import { firstHtml, titlesShown } from './web/first-html.js';
import { CPU_SLOWDOWN } from './web/keystroke-latency.js';
import { LighthouseFailure, lighthouseRun, type LighthouseFigures } from './web/lighthouse-runs.js';
import { HOME, MTV_CAR_STEP, TPS_ORDER, TPS_PRODUCT, type MeasuredPage } from './web/measured-pages.js';
import { scriptWeight, type ScriptWeight } from './web/page-scripts.js';
import { serveStorefront, type ServedStorefront } from './web/storefront.js';
import { compareTyping } from './web/typing-comparison.js';
import { REPOSITORY_ROOT } from './soak/gateway-process.js';

/** The storefront's targets: home within 1.3x the dependency-only shell, Lighthouse's thresholds (docs/benchmarks.md). */
const TARGET = {
  homeOverShell: 1.3,
  orderAddedBytes: 90_000,
  firstHtmlGzipBytes: 14_000,
  keystrokeOverPlain: 1.2,
  score: 90,
  lcpMs: 2500,
  tbtMs: 150,
  cls: 0.05,
} as const;

const rows: TableRow[] = [];
const row = (measure: string, figure: string, against = '', ratioText = '', target = ''): void => {
  rows.push({ measure, figure, against, ratio: ratioText, target });
};
const progress = (text: string): void => {
  process.stderr.write(`bench:web: ${text}\n`);
};

/** The catalogue's product titles in traditional Chinese, the language of the first HTML. */
function catalogueTitles(): string[] {
  return loadProductCatalog(join(REPOSITORY_ROOT, 'schemas')).registry.list().map((bundle) => bundle.definition.titles.tw);
}

/** The session a screen is opened with: a new signed-in buyer for a signed-in screen, nothing otherwise. */
const storageFor = (storefront: ServedStorefront, screen: MeasuredPage): Promise<Record<string, string>> =>
  screen.signedIn ? storefront.newBuyerStorage() : Promise.resolve({});

/** Typing on the MTV car step and on a plain form, `rounds` rounds each: the keystroke rows of the table. */
async function typingFigures(browser: Browser, storefront: ServedStorefront, rounds: number): Promise<void> {
  progress(`typing on ${MTV_CAR_STEP.name} and on a plain form, ${rounds} rounds each`);
  const typing = await compareTyping(browser, storefront.url, await storefront.newBuyerStorage(), rounds);
  const { storefront: onStorefront, plain } = typing;
  row(`keystroke p75, ${MTV_CAR_STEP.name} (${CPU_SLOWDOWN}x CPU)`, ms(onStorefront.p75),
    `plain React form, ${typing.fields} inputs: ${ms(plain.p75)} (median of ${rounds} rounds' p75; ${typing.keystrokes} keys each)`,
    ratio(onStorefront.p75, plain.p75), `<= ${TARGET.keystrokeOverPlain}x plain`);
  row(`  rounds' p75, ${MTV_CAR_STEP.name} / plain form`, onStorefront.roundP75s.map(ms).join(' '), plain.roundP75s.map(ms).join(' '));
  row(`main-thread CPU per keystroke, ${MTV_CAR_STEP.name}`, `${onStorefront.mainThreadMsPerKey.toFixed(1)} ms`,
    `plain React form: ${plain.mainThreadMsPerKey.toFixed(1)} ms (median of rounds)`,
    ratio(onStorefront.mainThreadMsPerKey, plain.mainThreadMsPerKey), `<= ${TARGET.keystrokeOverPlain}x plain`);
}

/** The script weights and the first HTML, each beside its esbuild baseline or what home shows after its JS. */
async function weightFigures(browser: Browser, storefront: ServedStorefront): Promise<void> {
  const shell = await dependencyShell();
  const weights = new Map<MeasuredPage, ScriptWeight>();
  for (const screen of [HOME, TPS_PRODUCT, TPS_ORDER, MTV_CAR_STEP]) {
    progress(`weighing the scripts of ${screen.name}`);
    weights.set(screen, await scriptWeight(browser, storefront.url, screen, await storageFor(storefront, screen)));
  }
  const home = weights.get(HOME)!;
  // Home is weighed to its first render against the shell (what it needs to draw); its idle preloads (the code of the
  // pages its cards open) are printed beside, with no target; each other screen is weighed whole, over home to first render.
  const homeDrawn = home.toFirstRender.gzipBytes;
  row('dependency-only shell (esbuild), JS gz', kb(shell.gzipBytes), `${kb(shell.rawBytes)} minified`);
  row('home, JS gz to first render', kb(homeDrawn),
    `dependency shell ${kb(shell.gzipBytes)}; ${home.toFirstRender.count} scripts requested before the first idle callback${home.idleCallbackRan ? '' : ' (none ran: every script)'}`,
    ratio(homeDrawn, shell.gzipBytes), `<= ${TARGET.homeOverShell}x shell`);
  row('home, JS gz with idle preloads', kb(home.gzipBytes),
    `+${kb(home.gzipBytes - homeDrawn)} preloaded once idle; ${home.count} scripts until the network is idle`, ratio(home.gzipBytes, shell.gzipBytes));
  const orderSteps = [TPS_ORDER, MTV_CAR_STEP];
  const target = (screen: MeasuredPage): string => (orderSteps.includes(screen) ? `<= +${kb(TARGET.orderAddedBytes)} over home` : '');
  for (const screen of [TPS_PRODUCT, ...orderSteps]) {
    const weight = weights.get(screen)!;
    // A screen opened at its own address draws before its first idle callback, as home does: weighed to first render
    // too, beside its whole weight. The MTV car step is reached after the plan step's Next, long after the page's
    // first idle callback, so only its whole weight means anything.
    const opensDrawn = screen !== MTV_CAR_STEP && weight.idleCallbackRan;
    if (opensDrawn) {
      const drawn = weight.toFirstRender.gzipBytes;
      row(`${screen.name}, JS gz to first render`, `${kb(drawn)} (+${kb(drawn - homeDrawn)} over home to first render)`,
        `home to first render ${kb(homeDrawn)}; ${weight.toFirstRender.count} scripts`, ratio(drawn, homeDrawn), target(screen));
    }
    const added = weight.gzipBytes - homeDrawn;
    row(`${screen.name}, JS gz${opensDrawn ? ' with idle preloads' : ''}`, `${kb(weight.gzipBytes)} (+${kb(added)} over home to first render)`,
      `home to first render ${kb(homeDrawn)}; ${weight.count} scripts`, ratio(weight.gzipBytes, homeDrawn), opensDrawn ? '' : target(screen));
  }

  const html = await firstHtml(storefront.url);
  row('first HTML, gz', kb(html.gzipBytes), `${kb(html.rawBytes)} raw; sent ${kb(html.wireBytes)} (${html.encoding})`, '', `<= ${kb(TARGET.firstHtmlGzipBytes)}`);
  const titles = catalogueTitles();
  row('first HTML shows the catalogue (prerendered shell)', `${titlesShown(html.text, titles)} of ${titles.length} product titles`,
    `home after its JS: ${titlesShown(home.shownHtml, titles)}`, '', 'as many as home after its JS');
}

/**
 * `runs` Lighthouse runs of each page, the pages taking turns so a busy spell of the machine falls on all of
 * them. A run that fails (a protocol timeout on a loaded machine) is told beside the median of the others.
 */
async function lighthouseFigures(storefront: ServedStorefront, runs: number): Promise<void> {
  const screens = [HOME, TPS_PRODUCT, TPS_ORDER];
  const results = new Map<MeasuredPage, LighthouseFigures[]>(screens.map((screen) => [screen, []]));
  const failures = new Map<MeasuredPage, string[]>(screens.map((screen) => [screen, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const screen of screens) {
      progress(`Lighthouse ${screen.name}, run ${run} of ${runs}`);
      const storage = screen.signedIn ? await storefront.newBuyerStorage() : undefined;
      try {
        results.get(screen)!.push(await lighthouseRun(`${storefront.url}${screen.path}`, storage));
      } catch (error) {
        progress(`Lighthouse ${screen.name}, run ${run} failed: ${(error as Error).message}`);
        failures.get(screen)!.push(error instanceof LighthouseFailure ? error.code : 'error');
      }
    }
  }
  const metrics: { name: string; of: (figures: LighthouseFigures) => number; show: (value: number) => string; target: string }[] = [
    { name: 'score', of: (figures) => figures.score, show: (value) => value.toFixed(0), target: `>= ${TARGET.score}` },
    { name: 'FCP', of: (figures) => figures.fcpMs, show: ms, target: '' },
    { name: 'LCP', of: (figures) => figures.lcpMs, show: ms, target: `<= ${ms(TARGET.lcpMs)}` },
    { name: 'TBT', of: (figures) => figures.tbtMs, show: ms, target: `<= ${ms(TARGET.tbtMs)}` },
    { name: 'CLS', of: (figures) => figures.cls, show: (value) => value.toFixed(3), target: `<= ${TARGET.cls}` },
  ];
  for (const screen of screens) {
    const failed = failures.get(screen)!;
    const failedNote = failed.length > 0 ? `; ${failed.length} failed (${failed.join(', ')})` : '';
    if (results.get(screen)!.length === 0) {
      row(`Lighthouse ${screen.name}`, 'no run finished', `${failed.length} failed (${failed.join(', ')})`);
      continue;
    }
    const benchmarkIndexes = results.get(screen)!.map((figures) => figures.benchmarkIndex.toFixed(0)).join(' / ');
    row(`Lighthouse ${screen.name}: CPU benchmark index`, benchmarkIndexes, 'the machine as Lighthouse found it (low: busy)');
    for (const metric of metrics) {
      const values = results.get(screen)!.map(metric.of);
      row(`Lighthouse ${screen.name}: ${metric.name}`, metric.show(median(values)),
        `median of ${values.length}: ${values.map(metric.show).join(' / ')}${failedNote}`, '', metric.target);
    }
  }
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const runs = Math.min(9, Math.max(1, Number(option('--runs')) || 3));
  const typingRounds = Math.min(25, Math.max(1, Number(option('--typing-rounds')) || 9));
  const typingOnly = process.argv.includes('--typing-only');
  const skipLighthouse = typingOnly || process.argv.includes('--skip-lighthouse');
  progress(`building the storefront and the gateway; then ${typingOnly ? '' : 'Chromium loads, '}typing${skipLighthouse ? '' : ` and ${runs} Lighthouse runs per page`} (a few minutes, loopback only)`);
  const started = performance.now();
  const storefront = await serveStorefront();
  try {
    row('vite build of the storefront', ms(storefront.buildMs));
    const browser = await launchChromium();
    try {
      if (!typingOnly) await weightFigures(browser, storefront);
      await typingFigures(browser, storefront, typingRounds);
    } finally {
      await browser.close();
    }
    if (skipLighthouse) row('Lighthouse', `skipped (${typingOnly ? '--typing-only' : '--skip-lighthouse'})`);
    else await lighthouseFigures(storefront, runs);
  } finally {
    await storefront.stop();
  }
  row('bench:web wall time', ms(performance.now() - started));
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : formatTable(rows));
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  if (rows.length > 0) console.error(`the rows measured before it failed:\n${formatTable(rows)}`);
  process.exit(2);
});
