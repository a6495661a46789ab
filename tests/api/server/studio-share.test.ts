/**
 * `npm run studio -- --share` lets one other person on the LAN read the studio. Off by
 * default (loopback only); shared, a caller from another address needs the one-time token of the share
 * address, which is spent by its first visit and exchanged for a session cookie with a redirect to the same
 * page without it; the shared studio is read-only. Requests go to the machine's own LAN address, so the studio
 * sees a caller that is not loopback.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type RunningStudio } from '../../../src/tools/studio/server/start-studio.js';

/** This machine's first IPv4 address that is not loopback (the tests need one: every CI machine has one). */
const lanAddress = Object.values(networkInterfaces()).flat().find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
let shared: RunningStudio;

beforeAll(async () => {
  shared = await startStudio({ port: 0, share: true });
});
afterAll(async () => {
  await shared?.close();
});

/** The shared studio's address as a LAN caller reaches it. */
const fromLan = (path: string): string => {
  if (!lanAddress) throw new Error('this machine has no LAN address to test from');
  return `http://${lanAddress}:${new URL(shared.url).port}${path}`;
};

/**
 * Asks to open a websocket as a script would (no Origin header) and says how the server answered: `open` (101
 * Switching Protocols) or `refused <status>`.
 */
function openSocket(address: string, protocol: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const asking = request(address, {
      headers: {
        connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': randomBytes(16).toString('base64'),
        ...(protocol ? { 'sec-websocket-protocol': protocol } : {}),
      },
    });
    asking.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve('open');
    });
    asking.on('response', (response) => {
      response.resume();
      resolve(`refused ${response.statusCode ?? ''}`);
    });
    asking.on('error', reject);
    asking.end();
  });
}

describe('the studio shared on the LAN', () => {
  it('is off by default: the studio listens on loopback only and hands out no address', async () => {
    const local = await startStudio({ port: 0 });
    try {
      expect(new URL(local.url).hostname).toBe('127.0.0.1');
      expect(local.shareUrls).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('lets one LAN visitor in with the one-time token, exchanged for a cookie, and then only to read', async () => {
    const shareUrl = shared.shareUrls.find((candidate) => candidate.includes(lanAddress ?? '-'));
    expect(shareUrl).toBeDefined();
    const token = new URL(shareUrl!).searchParams.get('share')!;
    expect(token.length).toBeGreaterThanOrEqual(32);

    expect((await fetch(fromLan('/'))).status).toBe(403);
    expect((await fetch(fromLan('/?share=not-the-token'))).status).toBe(403);

    const first = await fetch(fromLan(`/?product=TPS&share=${token}`), { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/?product=TPS');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain(token);

    // Spent: the same address opens nothing for whoever sees it later.
    expect((await fetch(fromLan(`/?share=${token}`), { redirect: 'manual' })).status).toBe(403);

    const session = cookie.split(';')[0]!;
    const page = await fetch(fromLan('/studio-api/products'), { headers: { cookie: session } });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { code: string }[]).map((entry) => entry.code)).toContain('TPS');
    expect((await fetch(fromLan('/studio-api/products'), { method: 'POST', headers: { cookie: session } })).status).toBe(405);
  });

  it('refuses a LAN caller without the share cookie Vite\'s HMR websocket, or any other', async () => {
    // Vite itself lets a socket without an Origin header in: a script on the LAN sends none.
    for (const [path, protocol] of [['/', 'vite-hmr'], ['/studio-api/products', undefined]] as const) {
      expect(await openSocket(fromLan(path), protocol), `${path} ${protocol ?? ''}`).toBe('refused 403');
    }
    expect(await openSocket(shared.url, 'vite-hmr')).toBe('open');
  });

  it('keeps the owner on this machine in without a token', async () => {
    expect((await fetch(new URL('/studio-api/products', shared.url))).status).toBe(200);
  });
});
