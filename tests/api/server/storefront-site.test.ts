import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_FILE_OVERRIDE } from '../../../src/server/platform/platform.handlers.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

const INDEX = '<!doctype html><html><head><title>Mall</title></head><body><div id="root"></div></body></html>';
let staticDir: string;
let tg: TestGateway;
let bare: TestGateway;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'mo-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  tg = await startTestGateway({ staticDir });
  bare = await startTestGateway({ staticDir: join(staticDir, 'missing') });
});
afterAll(async () => {
  await tg.stop();
  await bare.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('storefront hosting', () => {
  it('serves index.html with the gateway key for the root and every page path', async () => {
    for (const path of ['/', '/pages/shop/index', '/pages/product/TPS/index?x=1', '/index.html']) {
      const response = await fetch(`${tg.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<meta name="mo-gateway-key" content="${tg.gateway.publicKeySpki}">\n</head>`);
    }
  });

  it('serves files as they are and does not answer missing files or API paths with the page', async () => {
    const asset = await fetch(`${tg.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${tg.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${tg.url}/api/no/such/call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ succ: false, tipCode: 'V00404' });
  });

  it('says how to build the storefront when dist is missing', async () => {
    const response = await fetch(`${bare.url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('label file', () => {
  it('is a JSON string of {SYS_LABEL2, SYS_DICT2} with the products\' own labels', async () => {
    const result = await tg.send({ method: 'GET', path: '/api/plat/i18n2.js', unsigned: true });
    const decoded = JSON.parse(JSON.parse(result.text) as string) as {
      SYS_LABEL2: Record<string, Record<string, unknown>>;
      SYS_DICT2: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(decoded.SYS_LABEL2)).toEqual(['tw', 'cn', 'en']);
    expect(decoded.SYS_LABEL2.en).not.toHaveProperty('dict');
    expect(decoded.SYS_LABEL2.en).toMatchObject({ product: { TPS: { title: 'Personal Travel Insurance', plan: { INDIVIDUAL_BASIC: 'Individual Basic' } } } });
    expect(decoded.SYS_LABEL2.tw).toMatchObject({ product: { TPS: { title: '個人旅遊保險' } } });
    expect(decoded.SYS_DICT2.en).toMatchObject({ area: { '02': 'Macao' } });
  });

  it('is replaced as is by the LABEL_FILE_OVERRIDE file (the forbidden case)', async () => {
    const file = join(tg.dataDir, LABEL_FILE_OVERRIDE);
    writeFileSync(file, 'storefront-web is Forbidden');
    try {
      const result = await tg.send({ method: 'GET', path: '/api/plat/i18n2.js', unsigned: true });
      expect(result.text).toBe('storefront-web is Forbidden');
      expect(await tg.verifies(result)).toBe(true);
    } finally {
      rmSync(file);
    }
  });
});
