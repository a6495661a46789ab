/**
 * `/healthz` and `/readyz`, as a load balancer calls them: unsigned, from another machine,
 * never cached, saying nothing about versions or settings. Liveness needs no database; readiness needs the
 * database and turns 503 when it stops answering, and at once when shutdown begins.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_SCHEMA_VERSION } from '../../../src/server/storage/schema-migrations.js';
import { holdRequest } from '../support/held-request.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

const BALANCER = '198.51.100.20';
let tg: TestGateway | null = null;
afterEach(async () => {
  await tg?.stop().catch(() => undefined);
  tg = null;
});

async function probe(gateway: TestGateway, url: string) {
  const answer = await gateway.gateway.app.inject({ method: 'GET', url, remoteAddress: BALANCER });
  return { status: answer.statusCode, body: JSON.parse(answer.body) as Record<string, unknown>, cacheControl: answer.headers['cache-control'] };
}

describe('health and readiness', () => {
  it('answer an unsigned call with 200, uncached, naming no version or setting', async () => {
    tg = await startTestGateway();
    for (const url of ['/healthz', '/readyz']) {
      const answer = await probe(tg, url);
      expect(answer.status, url).toBe(200);
      expect(answer.cacheControl, url).toBe('no-store');
      expect(Object.keys(answer.body), url).toEqual(['status']);
    }
    expect((await fetch(`${tg.url}/readyz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('readiness is 503 when the database is gone, liveness still 200', async () => {
    tg = await startTestGateway();
    await tg.gateway.db.destroy();
    expect(await probe(tg, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database' }, cacheControl: 'no-store' });
    expect((await probe(tg, '/healthz')).status).toBe(200);
  });

  it('readiness is 503 when the database records a schema version this gateway does not know (another instance migrated it)', async () => {
    tg = await startTestGateway();
    expect((await probe(tg, '/readyz')).status).toBe(200);
    await tg.gateway.db.insertInto('schema_migrations')
      .values({ version: KNOWN_SCHEMA_VERSION + 1, name: 'a newer gateway\'s migration', applied_at: new Date().toISOString() }).execute();
    expect(await probe(tg, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'schema' } });
    expect((await probe(tg, '/healthz')).status).toBe(200);
  });

  it('readiness is 503 the moment shutdown begins, while a call in flight still finishes', async () => {
    tg = await startTestGateway();
    const gateway = tg;
    const port = Number(new URL(gateway.url).port);
    // A call in flight: its headers have arrived, its body has not all arrived when shutdown begins.
    const arrived = new Promise((resolve) => gateway.gateway.app.server.once('request', resolve));
    const held = await holdRequest(port, '/api/no-such-row', { 'content-type': 'application/json' }, '{"a":1}');
    await arrived;
    expect((await probe(gateway, '/readyz')).status).toBe(200);
    const closed = gateway.gateway.shutdown();
    expect((await probe(gateway, '/readyz')).status).toBe(503);
    expect(await held.finish()).toMatchObject({ status: 404 });
    await closed;
  });
});
