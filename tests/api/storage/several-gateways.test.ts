/**
 * Several gateway instances on one PostgreSQL schema (a deployment behind a load balancer): two
 * `createGateway` on the same schema and the same signing-key folder, started at the same moment on a
 * fresh schema (their migrations and seeding must not collide), each on its own port, with the storefront's
 * real signed client alternating between them. What one instance accepted binds the other: a signed
 * request is accepted once across both, the per-phone SMS budget, the Idempotency-Key of a payment and
 * a session hold on either, and a payment completed on both at once settles once. Runs when
 * TEST_DATABASE_URL points at a PostgreSQL; otherwise the block reports itself skipped with the reason.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, SignedApiClient } from '../../../src/api/index.js';
import { endpoints, TIP_CODES, type EndpointId, type EndpointRequest } from '../../../src/contract/index.js';
import { openSandboxPayment } from '../../support/purchase/sandbox-payment.js';
import { startTestGateway } from '../server/signed-fetch.js';
import { clientSessionOn, freshPhone, type ClientSession } from '../support/client-session.js';
import { paymentCount, pricedTpsOrder, storedOrder, succeeded } from '../support/order-builder.js';
import { freshPostgresStorage, postgresUnavailableReason } from '../support/test-storage.js';

const skipReason = postgresUnavailableReason();
const title = skipReason ? `two gateways on one PostgreSQL — skipped: ${skipReason}` : 'two gateways on one PostgreSQL';

/** The order page the storefront returns to after paying. */
const RETURN_URL = '/pages/order/TPS/index';

/** A client that sends each call to the next instance in turn (what a round-robin balancer does). */
function alternating(sessions: readonly ClientSession[]): SignedApiClient {
  let next = 0;
  const pick = (): SignedApiClient => {
    const session = sessions[next % sessions.length]!;
    next += 1;
    return session.client;
  };
  return {
    call: <K extends EndpointId>(id: K, payload?: EndpointRequest[K], options?: CallOptions) => pick().call(id, payload, options),
    callEnvelope: <K extends EndpointId>(id: K, payload?: EndpointRequest[K], options?: CallOptions) => pick().callEnvelope(id, payload, options),
    on: (listener) => {
      const offs = sessions.map((session) => session.client.on(listener));
      return () => offs.forEach((off) => off());
    },
    clockOffsetMs: () => sessions[0]!.client.clockOffsetMs(),
  };
}

describe.skipIf(skipReason !== null)(title, () => {
  let a: ClientSession;
  let b: ClientSession;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const postgres = freshPostgresStorage();
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-two-gateways-'));
    // Both start at once on the empty schema: migrations and seeding race unless the gateway serialises them.
    const started = await Promise.allSettled([
      startTestGateway({ storage: postgres.storage, dataDir }),
      startTestGateway({ storage: postgres.storage, dataDir }),
    ]);
    cleanup = async () => {
      for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [first, second] = started as PromiseFulfilledResult<Awaited<ReturnType<typeof startTestGateway>>>[];
    a = clientSessionOn(first!.value);
    b = clientSessionOn(second!.value);
  });
  afterAll(async () => {
    await cleanup();
  });

  it('both started on the fresh schema, on their own ports, signing with the one key of the shared folder', async () => {
    expect(a.tg.url).not.toBe(b.tg.url);
    expect(a.tg.gateway.publicKeySpki).toBe(b.tg.gateway.publicKeySpki);
    // Each list was seeded once, not once per instance.
    const brands = await a.tg.gateway.db.selectFrom('reference_items').select((eb) => eb.fn.countAll().as('n'))
      .where('list', '=', 'carBrand').executeTakeFirstOrThrow();
    const answer = succeeded(await b.client.call('adapter.carBrandList', {}), 'adapter.carBrandList');
    expect(answer.items).toHaveLength(Number(brands.n));
  });

  it('refuses a signed request replayed to the other instance, and stores nothing for it', async () => {
    const row = endpoints['adapter.mortgageList'];
    const call = { method: row.method, path: row.path, body: '{}', nonce: randomUUID(), timestamp: String(Date.now()) };
    const first = await a.tg.send(call);
    expect(first.envelope.succ, first.text).toBe(true);
    const nonces = async (): Promise<number> => Number((await b.tg.gateway.db.selectFrom('nonces')
      .select((eb) => eb.fn.countAll().as('n')).where('nonce', '=', call.nonce).executeTakeFirstOrThrow()).n);
    expect(await nonces()).toBe(1);

    const replayed = await b.tg.send(call);
    expect(replayed.envelope.succ).toBe(false);
    expect(replayed.envelope.tipCode).toBe(TIP_CODES.replay);
    expect(await b.tg.verifies(replayed)).toBe(true);
    expect(await nonces()).toBe(1);
  });

  it('holds the per-phone SMS budget across instances: a second code within 60 s from the other one is refused', async () => {
    const phone = freshPhone();
    expect(await a.client.call('user.smsCode', { areaCode: '853', phone })).not.toBe(false);
    const again = await b.client.callEnvelope('user.smsCode', { areaCode: '853', phone });
    expect(again && again.succ).toBe(false);
    expect(again && again.tipCode).toBe(TIP_CODES.tooMany);
    const codes = await b.tg.gateway.db.selectFrom('sms_codes').select('id').where('area_code', '=', '853').where('phone', '=', phone).execute();
    expect(codes).toHaveLength(1);
  });

  it('keeps a session made on one instance working on the other, and ends it on both at logout', async () => {
    const user = await a.signIn(freshPhone());
    b.setToken(a.token());
    const seen = succeeded(await b.client.call('user.selectUserInfo'), 'user.selectUserInfo');
    expect(seen.userId).toBe(user.userId);

    await b.client.call('login.logout');
    const after = await a.client.callEnvelope('user.selectUserInfo');
    expect(after && after.succ).toBe(false);
    expect(after && after.tipCode).toBe('S00001');
  });

  it('answers the same payment for the same Idempotency-Key and body on the other instance, with no second row', async () => {
    await a.signIn(freshPhone());
    b.setToken(a.token());
    const buyer: ClientSession = { ...a, client: alternating([a, b]) };
    const { draft } = await pricedTpsOrder(buyer);
    const payload = { b2cOrderId: draft.b2cOrderId, returnUrl: RETURN_URL };
    const idempotencyKey = `two-gw-${randomUUID()}`;

    const first = succeeded(await a.client.call('pay.createPayOrder', payload, { idempotencyKey }), 'pay.createPayOrder on A');
    const retried = succeeded(await b.client.call('pay.createPayOrder', payload, { idempotencyKey }), 'pay.createPayOrder on B');
    expect(retried.payOrderId).toBe(first.payOrderId);
    expect(retried.amount).toBe(first.amount);
    expect(await paymentCount(a, draft.b2cOrderId)).toBe(1);
  });

  it('settles once a payment completed on both instances at the same moment: one policy, paid what was priced', async () => {
    await b.signIn(freshPhone());
    a.setToken(b.token());
    const buyer: ClientSession = { ...b, client: alternating([b, a]) };
    const { draft, quotation } = await pricedTpsOrder(buyer);
    const pay = succeeded(await b.client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: RETURN_URL }, { idempotencyKey: `two-gw-${randomUUID()}` }), 'pay.createPayOrder');

    // The same payment page open on each instance, both "pay" buttons pressed at once.
    const pages = await Promise.all([openSandboxPayment(a.tg.url, pay.payUrl), openSandboxPayment(b.tg.url, pay.payUrl)]);
    const answers = await Promise.all(pages.map((page) => page.submit('success')));
    for (const answer of answers) expect(answer.status).toBe(303);
    // The second report of the same payment answers the first outcome: the buyer is never told it failed.
    expect(answers.map((answer) => answer.payResult)).toEqual(['success', 'success']);

    const order = await storedOrder(a, draft.b2cOrderId);
    expect(order?.status).toBe('paid');
    expect(order?.pay_order_id).toBe(pay.payOrderId);
    expect(order?.policy_no).toMatch(/^P-TPS-/);
    expect(order?.premium).toBe(quotation.premium);
    const payments = await a.tg.gateway.db.selectFrom('payments').select(['status', 'amount']).where('b2c_order_id', '=', draft.b2cOrderId).execute();
    expect(payments).toEqual([{ status: 'paid', amount: quotation.premium }]);
  });
});
