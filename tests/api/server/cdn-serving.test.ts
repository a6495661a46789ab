/**
 * The gateway serves a dist/ precompressed by the build's plugin in
 * the coding the client accepts (brotli, then gzip, else as is), hashed assets as immutable, the page
 * and the label file `no-cache` with an ETag that earns a 304, and the label file still verifies through
 * the storefront's own client once its body has been decoded. Real HTTP, bytes as they travel.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiEvent } from '../../../src/api/index.js';
import { HEADERS } from '../../../src/contract/index.js';
import { precompressDir } from '../../../src/build/vite-plugins/precompress.js';
import { CLIENT_ID, CLIENT_KEY, startTestGateway, type TestGateway } from './signed-fetch.js';

/** A page as large as the real one (its launch splash style makes it some 5 KB). */
const INDEX = `<!doctype html><html><head><title>Mall</title><style>${'.splash { color: #123456; }\n'.repeat(100)}</style></head><body><div id="root"></div></body></html>`;
const APP_JS = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ code: `P${i}`, title: `Product ${i}` })))};\n`;
const HASHED = '/assets/app-Ab_3-xYz.js';
const UNHASHED = '/manifest.json';
/** The service worker: the browser must ask for it on every visit, so a new build's worker is found. */
const WORKER = '/sw.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const sent = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    sent.on('error', fail);
    sent.end();
  });
}

/** The body as the client reads it once decoded. */
function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.bytes);
  if (coding === 'gzip') return gunzipSync(answer.bytes);
  expect(coding).toBeUndefined();
  return answer.bytes;
}

const varies = (answer: RawAnswer): boolean => /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(answer.headers.vary));

/** The label file call the storefront makes: unsigned request, but a nonce its signature must cover. */
function labelHeaders(nonce: string, acceptEncoding: string): Record<string, string> {
  return { [HEADERS.options]: JSON.stringify({ nonce, lang: 'en', channel: 'web' }), 'accept-encoding': acceptEncoding };
}

let staticDir: string;
let tg: TestGateway;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'mo-cdn-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, HASHED), APP_JS);
  writeFileSync(join(staticDir, UNHASHED), JSON.stringify({ name: 'Mall', icons: Array.from({ length: 100 }, (_, i) => ({ src: `/icon-${i}.png` })) }));
  writeFileSync(join(staticDir, 'assets', 'tiny-Cd3fGh45.js'), 'export const tiny = 1;\n');
  writeFileSync(join(staticDir, WORKER), `self.__precache = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `/assets/p${i}-Ab_3-xYz.js`))};\n`);
  await precompressDir(staticDir);
  tg = await startTestGateway({ staticDir });
});
afterAll(async () => {
  await tg.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('files of the build', () => {
  it('go out in brotli when accepted, in gzip when only gzip is, else as they are, decoding to the same bytes', async () => {
    const file = readFileSync(join(staticDir, HASHED));
    const br = await rawGet(`${tg.url}${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(`${tg.url}${HASHED}`, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(`${tg.url}${HASHED}`);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
    expect(gzip.bytes.length).toBeLessThan(file.length);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(varies(answer)).toBe(true);
      expect(decoded(answer).equals(file)).toBe(true);
    }
    // A q of 0 refuses a coding.
    expect((await rawGet(`${tg.url}${HASHED}`, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('are cached for a year when their name carries their hash, and revalidated otherwise', async () => {
    const hashed = await rawGet(`${tg.url}${HASHED}`, { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await rawGet(`${tg.url}${UNHASHED}`, { 'accept-encoding': 'br' });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.headers['content-encoding']).toBe('br');
    const etag = String(other.headers.etag);
    const again = await rawGet(`${tg.url}${UNHASHED}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('include the service worker at the root, as JavaScript, revalidated on every visit (never kept like a hashed file)', async () => {
    const worker = await rawGet(`${tg.url}${WORKER}`, { 'accept-encoding': 'br' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decoded(worker).toString('utf8')).toContain('self.__precache');
  });

  it('under 1 KB, or that compression would not shrink, have no compressed copy and go out as they are', async () => {
    const noise = join(staticDir, 'noise.txt');
    writeFileSync(noise, randomBytes(4096).toString('latin1'), 'latin1');
    await precompressDir(staticDir);
    for (const file of [noise, join(staticDir, 'assets', 'tiny-Cd3fGh45.js')]) {
      expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`), file).toBe(false);
    }
    const tiny = await rawGet(`${tg.url}/assets/tiny-Cd3fGh45.js`, { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes.toString()).toBe('export const tiny = 1;\n');
  });
});

describe('the page', () => {
  it('is compressed with the gateway key in it, no-cache, and answers 304 to its ETag', async () => {
    for (const path of ['/', '/pages/product/TPS/index']) {
      const br = await rawGet(`${tg.url}${path}`, { 'accept-encoding': 'gzip, br' });
      expect(br.status, path).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-security-policy']).toContain("script-src 'self'");
      expect(varies(br)).toBe(true);
      const html = decoded(br).toString('utf8');
      expect(html).toContain(`<meta name="mo-gateway-key" content="${tg.gateway.publicKeySpki}">`);
      const gzip = await rawGet(`${tg.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip).toString('utf8')).toBe(html);
      expect(decoded(await rawGet(`${tg.url}${path}`)).toString('utf8')).toBe(html);

      const revalidated = await rawGet(`${tg.url}${path}`, { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.bytes.length).toBe(0);
      // Another coding is another representation: the gzip copy's ETag does not stand for the brotli one.
      expect((await rawGet(`${tg.url}${path}`, { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) })).status).toBe(200);
    }
  });
});

describe('the label file', () => {
  const path = '/api/plat/i18n2.js';

  it('is compressed as accepted (brotli once it is made), decodes to the signed text, and answers 304 to its ETag', async () => {
    const plain = await rawGet(`${tg.url}${path}`, labelHeaders('n-plain', 'identity'));
    const text = plain.bytes.toString('utf8');
    expect(JSON.parse(JSON.parse(text) as string)).toHaveProperty('SYS_LABEL2');
    const gzip = await rawGet(`${tg.url}${path}`, labelHeaders('n-gzip', 'gzip'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString('utf8')).toBe(text);
    // Brotli at its highest quality is made in the background on the first request: ask until it is offered.
    let br = await rawGet(`${tg.url}${path}`, labelHeaders('n-br', 'br, gzip'));
    for (let tries = 0; br.headers['content-encoding'] !== 'br' && tries < 200; tries += 1) {
      await new Promise((resume) => setTimeout(resume, 100));
      br = await rawGet(`${tg.url}${path}`, labelHeaders('n-br', 'br, gzip'));
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
    expect(decoded(br).toString('utf8')).toBe(text);

    for (const answer of [plain, gzip, br]) {
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(varies(answer)).toBe(true);
    }
    const nonce = 'n-revalidate';
    const revalidated = await rawGet(`${tg.url}${path}`, { ...labelHeaders(nonce, 'br, gzip'), 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    // The browser reuses its copy with these headers: they sign the same text for this request's nonce.
    expect(await tg.verifies({
      status: 200, text, nonce, envelope: null as never,
      headers: new Headers({ [HEADERS.sign]: String(revalidated.headers[HEADERS.sign]), [HEADERS.timestamp]: String(revalidated.headers[HEADERS.timestamp]) }),
    })).toBe(true);
  });

  it('verifies through the storefront\'s client when it arrives compressed', async () => {
    const codings: (string | null)[] = [];
    const events: ApiEvent[] = [];
    const client = createApiClient({
      baseUrl: tg.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: tg.gateway.publicKeySpki,
      getToken: () => null, getLang: () => 'en', getRoute: () => '/', channel: 'web',
      fetch: async (input, init) => {
        const response = await fetch(new Request(input, init));
        codings.push(response.headers.get('content-encoding'));
        return response;
      },
    });
    client.on((event) => events.push(event));
    const text = await client.call('plat.i18n');
    expect(events).toEqual([]);
    expect(JSON.parse(JSON.parse(text as string) as string)).toHaveProperty('SYS_DICT2');
    expect(codings).toHaveLength(1);
    expect(['br', 'gzip']).toContain(codings[0]);
  });
});
