/**
 * Taking a phone off the network and back. Playwright's `setOffline` returns once the browser drops the network,
 * but a page learns it (`navigator.onLine`, the `offline` event) a moment later; on a loaded machine a tap made in
 * that moment still sees the network. These wait until every open page of the context sees the change, as a phone
 * that lost its signal does before the customer's next tap.
 */
import type { BrowserContext } from 'playwright-core';
import { UI_TIMEOUT_MS } from './page-checks.js';

async function setNetwork(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
  await Promise.all(context.pages().map((page) => page.waitForFunction((expected) => navigator.onLine === expected, online, { timeout: UI_TIMEOUT_MS })));
}

/** The context goes offline, and each of its pages sees it. */
export const goOffline = (context: BrowserContext): Promise<void> => setNetwork(context, false);

/** The context is back online, and each of its pages sees it. */
export const goOnline = (context: BrowserContext): Promise<void> => setNetwork(context, true);
