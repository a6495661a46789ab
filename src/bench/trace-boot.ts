/**
 * `npx tsx src/bench/trace-boot.ts [--build]`: the long tasks of the main thread while home, the TPS product page
 * and TPS order step 1 start, at 4x CPU, from a DevTools trace (./web/long-tasks.ts), with what ran in each.
 * Serves dist/ as it is unless `--build`. Prints figures, asserts nothing; the evidence behind TBT
 * (docs/decisions/015-home-paints-before-the-app-loads.md, "Long tasks").
 */
import { launchChromium } from './web/chromium.js';
import { traceBoot } from './web/long-tasks.js';
import { HOME, TPS_ORDER, TPS_PRODUCT } from './web/measured-pages.js';
import { serveStorefront } from './web/storefront.js';

const storefront = await serveStorefront({ build: process.argv.includes('--build') });
const browser = await launchChromium();
try {
  for (const screen of [HOME, TPS_PRODUCT, TPS_ORDER]) {
    const storage = screen.signedIn ? await storefront.newBuyerStorage() : {};
    const trace = await traceBoot(browser, storefront.url, screen, storage);
    console.log(`\n## ${screen.name}: FCP ${trace.firstContentfulPaintMs.toFixed(0)} ms, blocking after FCP ${trace.blockingMs.toFixed(0)} ms`);
    for (const task of trace.longTasks) {
      const parts = task.parts.filter((part) => part.ms >= 2).slice(0, 6).map((part) => `${part.what} ${part.ms.toFixed(0)}`).join('; ');
      console.log(`- at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms: ${parts}`);
    }
  }
} finally {
  await browser.close();
  await storefront.stop();
}
