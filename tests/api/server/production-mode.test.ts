import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_AUTHORIZE_PATH } from '../../../src/server/third-party/third-party.seed.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway({ mode: 'production' });
});
afterAll(async () => {
  await tg.stop();
});

/**
 * Every route of a gateway as [method, path], read from Fastify's route tree (`printRoutes` nests paths
 * that share a prefix: each line adds its segment to its parent's path).
 */
function routesOf(app: FastifyInstance): [method: string, path: string][] {
  const routes: [string, string][] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push([method, path]);
  }
  return routes;
}

describe('production mode', () => {
  it('has no sandbox routes and no sandbox handle', async () => {
    expect(tg.gateway.sandbox).toBeUndefined();
    expect((await fetch(`${tg.url}/sandbox/sms/latest?areaCode=853&phone=66123456`)).status).toBe(404);
    expect((await fetch(`${tg.url}/sandbox/pay/PAY-1`)).status).toBe(404);
    const complete = await fetch(`${tg.url}/sandbox/pay/PAY-1/complete`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=success',
    });
    expect(complete.status).toBe(404);
  });

  it('has no /sandbox route at all: every path the sandbox mode registers, third-party pages included, is not found', async () => {
    const sandbox = await startTestGateway({ mode: 'sandbox' });
    let sandboxRoutes: [string, string][];
    try {
      sandboxRoutes = routesOf(sandbox.gateway.app).filter(([method, path]) => path.startsWith('/sandbox/') && method !== 'HEAD');
    } finally {
      await sandbox.stop();
    }
    // The tree is read right: the sandbox's own pages are among the routes found.
    expect(sandboxRoutes).toEqual(expect.arrayContaining([
      ['GET', '/sandbox/sms/latest'], ['GET', '/sandbox/pay/:payOrderId'], ['POST', '/sandbox/pay/:payOrderId/complete'],
      ['GET', SANDBOX_AUTHORIZE_PATH], ['POST', SANDBOX_AUTHORIZE_PATH],
    ]));

    expect(routesOf(tg.gateway.app).filter(([, path]) => path.startsWith('/sandbox'))).toEqual([]);
    for (const [method, pattern] of sandboxRoutes) {
      const path = pattern.replace(/:\w+/g, 'X-1');
      const response = await fetch(`${tg.url}${path}`, {
        method, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=success' } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('sends no SMS code and says so', async () => {
    const result = await tg.call('user.smsCode', { areaCode: '853', phone: '66123456' });
    expect(result.status).toBe(503);
    expect(result.envelope).toMatchObject({ succ: false, tipCode: 'E00500' });
    expect(result.envelope.tipMsg).toBeTruthy();
  });

  it('seeds no demo data and still serves the API', async () => {
    const result = await tg.call('plat.funcSwitch');
    expect(result.envelope.succ).toBe(true);
  });
});
