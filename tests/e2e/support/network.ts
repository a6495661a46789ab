/**
 * Taking a phone off the network and back. Playwright's `setOffline` returns once the browser drops the network,
 * but a page learns it (`navigator.onLine`, the `offline` event) a moment later; on a loaded machine a tap made in
 * that moment still sees the network, and a document loaded while offline (a reload) may briefly see it too. These
 * wait until every open page of the context sees the change, as a phone that lost its signal does before the
 * customer's next tap; and while offline every request that leaves the browser fails as with no network
 * (`internetdisconnected`), whatever a new document believes for its first moments, so nothing can reach the
 * gateway then. What the service worker answers from its cache is not a network request and still opens.
 */
import type { BrowserContext, Route } from 'playwright-core';
import { UI_TIMEOUT_MS } from './page-checks.js';

/** Fails a request as a phone with no network does. */
const noNetwork = (route: Route): Promise<void> => route.abort('internetdisconnected');

async function setNetwork(context: BrowserContext, online: boolean): Promise<void> {
  if (online) await context.unroute('**/*', noNetwork);
  else await context.route('**/*', noNetwork);
  await context.setOffline(!online);
  await Promise.all(context.pages().map((page) => page.waitForFunction((expected) => navigator.onLine === expected, online, { timeout: UI_TIMEOUT_MS })));
}

/** The context goes offline, and each of its pages sees it. */
export const goOffline = (context: BrowserContext): Promise<void> => setNetwork(context, false);

/** The context is back online, and each of its pages sees it. */
export const goOnline = (context: BrowserContext): Promise<void> => setNetwork(context, true);
