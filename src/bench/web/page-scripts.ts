/**
 * The JavaScript a screen costs a phone: the screen opened in a fresh Chromium context (empty cache), every
 * script response's body taken through the DevTools protocol (`Network.getResponseBody`, the decoded
 * body whatever the transfer encoding), each gzipped at level 9 and summed. The same figure whether or
 * not the server compresses, so builds compare on what they ship, not on how they are served.
 */
import type { Browser } from 'playwright-core';
import { phoneContext } from './chromium.js';
import { gzipSizeSum } from './figures.js';
import type { MeasuredPage } from './measured-pages.js';

export interface ScriptWeight {
  /** Sum of each script body's gzip -9 size, bytes. */
  gzipBytes: number;
  /** Sum of the decoded bodies, bytes. */
  rawBytes: number;
  /** Scripts loaded. */
  count: number;
  /** The document's markup once the screen showed (what the screen looks like with all its JS run). */
  shownHtml: string;
}

/**
 * Opens `screen` on `origin` (with `storage` in its localStorage: a session for a signed-in screen) and weighs every script the page
 * loaded until the screen shows and the network is idle.
 */
export async function scriptWeight(browser: Browser, origin: string, screen: MeasuredPage, storage: Record<string, string>): Promise<ScriptWeight> {
  const context = await phoneContext(browser, origin, storage);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    const finished = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => finished.add(event.requestId));
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'load' });
    await screen.reach(page);
    await page.waitForLoadState('networkidle');
    const bodies: Buffer[] = [];
    for (const requestId of scripts) {
      if (!finished.has(requestId)) continue;
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      bodies.push(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'));
    }
    return {
      gzipBytes: gzipSizeSum(bodies), rawBytes: bodies.reduce((sum, body) => sum + body.length, 0), count: bodies.length,
      shownHtml: await page.content(),
    };
  } finally {
    await context.close();
  }
}
