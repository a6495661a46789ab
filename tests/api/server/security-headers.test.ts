/**
 * The headers that harden every gateway response (src/server/security/security-headers.ts): no page can
 * be framed by another site (frame-ancestors 'none' and X-Frame-Options), no response is content-sniffed,
 * no page address leaks in a Referer, and only the scan page's document may ask for the camera. Checked
 * on the storefront page, a static file, signed API answers (success and refusal), the sandbox payment
 * page and a plain-text refusal.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/app/routes/route-paths.js';
import { STOREFRONT_CSP } from '../../../src/server/routes/storefront-site.js';
import { CAMERA_PAGE_PATHS } from '../../../src/server/security/security-headers.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { pricedTpsOrder, succeeded } from '../support/order-builder.js';

/** The directives of a Content-Security-Policy by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name as string, sources]));
}

/** The Permissions-Policy as feature -> allow list. */
function permissions(header: string | null): Map<string, string> {
  return new Map((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string]));
}

/** Asserts the headers every response carries. */
function expectHardened(headers: Headers, what: string): void {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('same-origin');
  const policy = permissions(headers.get('permissions-policy'));
  for (const feature of ['microphone', 'geolocation', 'payment']) expect(policy.get(feature), `${what}: ${feature}`).toBe('()');
}

/** Asserts an HTML page cannot be framed by any site. */
function expectNotFrameable(headers: Headers, what: string): void {
  expect(directives(headers.get('content-security-policy')).get('frame-ancestors'), what).toEqual(["'none'"]);
}

let staticDir: string;
let session: ClientSession;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'mo-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>Mall</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  session = await startClientSession({ staticDir });
});
afterAll(async () => {
  await session.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the storefront page', () => {
  it('cannot be framed, is not sniffed, sends no referrer elsewhere and may not use the camera', async () => {
    for (const path of ['/', '/pages/order/tps/index', '/pages/myPolicy/index?x=1']) {
      const response = await fetch(`${session.tg.url}${path}`);
      expect(response.status, path).toBe(200);
      expectHardened(response.headers, path);
      expectNotFrameable(response.headers, path);
      // Everything else of the storefront's policy stays as it was.
      expect(response.headers.get('content-security-policy'), path).toBe(STOREFRONT_CSP);
      expect(permissions(response.headers.get('permissions-policy')).get('camera'), path).toBe('()');
    }
  });

  it('lets the scan page, and only its document, use the camera of this origin', async () => {
    expect(CAMERA_PAGE_PATHS).toEqual([paths.scan()]);
    const response = await fetch(`${session.tg.url}${paths.scan()}`);
    expect(response.status).toBe(200);
    expectHardened(response.headers, 'scan');
    expectNotFrameable(response.headers, 'scan');
    expect(permissions(response.headers.get('permissions-policy')).get('camera')).toBe('(self)');
    const withQuery = await fetch(`${session.tg.url}${paths.scan()}?from=home`);
    expect(permissions(withQuery.headers.get('permissions-policy')).get('camera')).toBe('(self)');
  });

  it('serves its script files unsniffed', async () => {
    const response = await fetch(`${session.tg.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expectHardened(response.headers, 'app.js');
  });
});

describe('API answers', () => {
  it('are not sniffed or framed, whether they succeed or refuse', async () => {
    const answer = await session.tg.call('plat.funcSwitch');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expectHardened(answer.headers, 'plat.funcSwitch');
    expect(await session.tg.verifies(answer)).toBe(true);

    const refused = await session.tg.call('plat.fileDownload', {}, { params: { id: 'F-NOT-MINE-01' } });
    expect(refused.status).toBe(401);
    expectHardened(refused.headers, 'refusal');

    const unknown = await fetch(`${session.tg.url}/api/no/such/call`);
    expect(unknown.status).toBe(404);
    expectHardened(unknown.headers, 'unknown API path');
  });
});

describe('sandbox pages', () => {
  it('the payment page cannot be framed and is not sniffed', async () => {
    await session.signIn();
    const { draft } = await pricedTpsOrder(session);
    const pay = succeeded(await session.client.call(
      'pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' }, { idempotencyKey: `headers-${draft.b2cOrderId}` },
    ), 'pay.createPayOrder');
    const page = await fetch(`${session.tg.url}${pay.payUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expectHardened(page.headers, 'pay page');
    expectNotFrameable(page.headers, 'pay page');
    expect(permissions(page.headers.get('permissions-policy')).get('camera')).toBe('()');
  });

  it('a plain-text refusal of a sandbox page is not sniffed either', async () => {
    const response = await fetch(`${session.tg.url}/sandbox/pay/PAY-NO-SUCH-ORDER`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expectHardened(response.headers, 'sandbox 404');
  });
});
