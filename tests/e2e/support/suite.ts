/** One gateway and one Chromium per test file: started before its tests, stopped after them. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startGateway, type RunningGateway } from './gateway.js';

export interface BrowserSuite {
  /** The reference gateway serving the built storefront (only once `beforeAll` has run). */
  readonly running: RunningGateway;
  /** The Chromium the tests open their phone contexts in (only once `beforeAll` has run). */
  readonly browser: Browser;
}

/**
 * Registers the file's `beforeAll` (start the gateway with `gatewayOptions`, launch the browser) and
 * `afterAll` (close the browser, stop the gateway), and returns both for the tests to use.
 */
export function browserSuite(gatewayOptions: Parameters<typeof startGateway>[0] = {}): BrowserSuite {
  let running: RunningGateway | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    running = await startGateway(gatewayOptions);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  return {
    get running(): RunningGateway {
      if (!running) throw new Error('The gateway is not started: use it inside a test');
      return running;
    },
    get browser(): Browser {
      if (!browser) throw new Error('The browser is not launched: use it inside a test');
      return browser;
    },
  };
}
