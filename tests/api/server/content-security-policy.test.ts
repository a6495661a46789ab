/**
 * The gateway's Content-Security-Policy on the HTML it serves: the storefront page allows scripts from its
 * own origin only (no inline script, no eval: docs/decisions/004-precompiled-validators.md), and the sandbox
 * payment page runs no script at all.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_CSP } from '../../../src/server/routes/storefront-site.js';
import { PAY_PAGE_CSP } from '../../../src/server/sandbox/pay-page.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

/** A policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name as string, sources]));
}

/** The sources a directive falls back to when absent (CSP level 3 fallback for the directives used here). */
function effective(policy: Map<string, string[]>, name: string): string[] {
  return policy.get(name) ?? policy.get('default-src') ?? [];
}

let staticDir: string;
let tg: TestGateway;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'mo-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>Mall</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  tg = await startTestGateway({ staticDir });
});
afterAll(async () => {
  await tg.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  it('comes with the storefront page on every page path', async () => {
    for (const path of ['/', '/pages/order/tps/index', '/pages/myPolicy/index?x=1']) {
      const response = await fetch(`${tg.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(STOREFRONT_CSP);
    }
  });

  it('lets the storefront run only its own script files: no inline script, no eval, no plugins, no <base>', () => {
    const policy = directives(STOREFRONT_CSP);
    expect(effective(policy, 'script-src')).toEqual(["'self'"]);
    expect(effective(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(STOREFRONT_CSP).not.toMatch(/unsafe-eval|wasm-unsafe-eval|strict-dynamic|\*/);
    // The API the storefront calls is the gateway itself.
    expect(effective(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('lets the sandbox payment page run no script at all', () => {
    const policy = directives(PAY_PAGE_CSP);
    expect(effective(policy, 'script-src')).toEqual(["'none'"]);
    expect(effective(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });
});
