/**
 * Two copies of one queued write arriving at the same time (a storefront retrying while its first
 * send is still in flight, each copy reaching another gateway behind the load balancer) are applied once: both
 * callers get the same answer and the gateway holds one result. A relative added without an id is the write
 * that shows it: applied twice it makes two relatives (or refuses the second as a duplicate document). Two
 * gateways on one database: one SQLite file, or one PostgreSQL schema with GATEWAY_TEST_STORAGE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSessionOn, type ClientSession } from '../support/client-session.js';
import { startGatewayPair, type GatewayPair } from '../support/gateway-pair.js';

let pair: GatewayPair;
let session: ClientSession;
beforeAll(async () => {
  pair = await startGatewayPair();
  session = clientSessionOn(pair.a);
});
afterAll(async () => {
  await pair.stop();
});

/** A phone on the carrier's network: the copies are injected into the gateways in-process, all at once. */
const PHONE = '203.0.113.29';
/** Copies of one write in flight together, alternating between the two gateways. */
const COPIES = [0, 1, 2, 3, 4, 5];
const gatewayOf = (index: number) => (index % 2 === 0 ? pair.a : pair.b);

const relative = (englishName: string, card: string) => ({
  englishName, chineseName: '梁少蘭', gender: 'F', dob: '1962-11-02', relation: 'PARENT',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: card },
});

describe('one Idempotency-Key sent twice at the same time', () => {
  it('adds the relative once, and both copies answer the same relative', async () => {
    const user = await session.signIn();
    const token = session.token() ?? '';
    const payload = relative('LEONG SIO LAN', '5123456(7)');
    const copies = await Promise.all(COPIES.map((index) => gatewayOf(index).call('user.addRelative', payload, { token, idempotencyKey: 'queued-relative-0001', remoteAddress: PHONE })));

    expect(copies.map((copy) => copy.status)).toEqual(COPIES.map(() => 200));
    for (const copy of copies) expect(copy.envelope).toEqual(copies[0]?.envelope);
    const stored = await pair.a.gateway.db.selectFrom('relatives').select('relative_id').where('user_id', '=', user.userId).execute();
    expect(stored).toHaveLength(1);
  });

  it('still applies two different keys sent at the same time, each once', async () => {
    const user = await session.signIn();
    const token = session.token() ?? '';
    const copies = await Promise.all([
      pair.a.call('user.addRelative', relative('LEONG SIO LAN', '5123456(7)'), { token, idempotencyKey: 'queued-relative-0002', remoteAddress: PHONE }),
      pair.b.call('user.addRelative', relative('CHAN TAI MAN', '1234567(8)'), { token, idempotencyKey: 'queued-relative-0003', remoteAddress: PHONE }),
    ]);

    expect(copies.map((copy) => copy.status)).toEqual([200, 200]);
    const stored = await pair.a.gateway.db.selectFrom('relatives').select('english_name').where('user_id', '=', user.userId).orderBy('english_name').execute();
    expect(stored.map((row) => row.english_name)).toEqual(['CHAN TAI MAN', 'LEONG SIO LAN']);
  });
});
