/**
 * The gateway's hardening headers as real Chromium applies them (src/server/security/security-headers.ts,
 * docs/decisions/009-response-headers.md): another site cannot show the storefront's pages or the sandbox's
 * answers in a frame (clickjacking), and only the scan page's document may use the camera, which the app
 * gives it by loading the scan page as a document of its own.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();

/** A page of another site; its only content is a frame showing `target`. */
const ATTACKER = 'http://attacker.example/';

/** Opens the attacker's page framing `target` and answers the frame once it has loaded or been refused. */
async function framed(page: Page, target: string): Promise<Frame> {
  await page.route(ATTACKER, (route) => route.fulfill({
    contentType: 'text/html', body: `<!doctype html><title>Win a prize</title><iframe id="bait" src="${target}"></iframe>`,
  }));
  await page.goto(ATTACKER);
  const frame = await (await page.waitForSelector('#bait')).contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState('load');
  return frame;
}

/** Whether the document may use `feature` (Chromium's Feature Policy API reflects the Permissions-Policy). */
async function allows(page: Page, feature: string): Promise<boolean> {
  return page.evaluate((name) => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
    if (!policy) throw new Error('this Chromium has no document.featurePolicy');
    return policy.allowsFeature(name);
  }, feature);
}

describe('the gateway\'s response headers in Chromium', () => {
  it('another site cannot frame the storefront\'s pages or the sandbox\'s answers', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const page = await context.newPage();
      for (const path of ['/', '/pages/scan/index', '/sandbox/pay/PAY-ANY']) {
        const frame = await framed(page, `${suite.running.url}${path}`);
        // Chromium replaces a refused frame with its own error page: nothing of the gateway's shows.
        expect(frame.url(), path).toMatch(/^chrome-error:/);
        expect(await frame.locator('#root').count(), path).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('lets the scan page use the camera, and no other page, with no microphone or location anywhere', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const page = await context.newPage();
      await page.goto(`${suite.running.url}/`);
      expect(await allows(page, 'camera')).toBe(false);
      expect(await allows(page, 'microphone')).toBe(false);
      expect(await allows(page, 'geolocation')).toBe(false);

      await page.goto(`${suite.running.url}/pages/scan/index`);
      await page.getByTestId('scan-page').waitFor();
      expect(await allows(page, 'camera')).toBe(true);
      expect(await allows(page, 'microphone')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('opens the scan page in a document of its own when the app navigates there, so it gets the camera', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const page = await context.newPage();
      // The location chooser opens its callback in the app: here, the scan page.
      await page.goto(`${suite.running.url}/pages/system/locationChooser/index?callback=${encodeURIComponent('/pages/scan/index')}&code=MO_SE`);
      expect(await allows(page, 'camera')).toBe(false);
      await page.evaluate(() => { (window as Window & { firstDocument?: boolean }).firstDocument = true; });
      await page.getByTestId('location-confirm').click();
      await page.getByTestId('scan-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/pages/scan/index');
      expect(await page.evaluate(() => (window as Window & { firstDocument?: boolean }).firstDocument ?? false)).toBe(false);
      expect(await allows(page, 'camera')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
