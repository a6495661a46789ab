/**
 * One coupon applied to several orders at once: exactly one order gets it, the others
 * are told in their language that it is on another order (409), never a server error; and one order given
 * two coupons at once ends with one of them. On SQLite, and on PostgreSQL (GATEWAY_TEST_STORAGE=postgres) with
 * two gateways on one schema, the calls alternating between them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIP_CODES } from '../../../src/contract/index.js';
import { startTestGateway, type TestGateway } from '../server/signed-fetch.js';
import { clientSessionOn, startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';
import { testPostgresStorage } from '../support/test-storage.js';
import { quotedTpsOrder } from './order-support.js';

const texts = (lang: 'tw' | 'en') => JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as {
  gateway: { engagement: { coupon: { onOtherOrder: string } } };
};

let session: ClientSession;
/** Every gateway the applies go to: one on SQLite, two on one PostgreSQL schema. */
let gateways: TestGateway[] = [];
let cleanup: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  const postgres = testPostgresStorage();
  if (!postgres) {
    session = await startClientSession();
    gateways = [session.tg];
    cleanup = () => session.stop();
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-coupon-race-'));
  const first = await startTestGateway({ storage: postgres.storage, dataDir });
  const second = await startTestGateway({ storage: postgres.storage, dataDir });
  session = clientSessionOn(first);
  gateways = [first, second];
  cleanup = async () => {
    await first.stop();
    await second.stop();
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await cleanup();
});

let sent = 0;
/** The signed apply as the storefront sends it, in `lang`, to the next gateway in turn: the status and the envelope. */
async function apply(b2cOrderId: string, couponId: string, lang: 'tw' | 'en') {
  sent += 1;
  const gateway = gateways[sent % gateways.length] ?? session.tg;
  return gateway.call('coupon.apply', { b2cOrderId, couponId }, { token: session.token() ?? '', lang });
}

describe('one coupon applied to three orders at once', () => {
  it('goes on exactly one; the others are refused with a localised 409', async () => {
    await session.signIn();
    const coupon = succeeded(await session.client.call('coupon.receive', { code: 'travel50' }), 'coupon.receive');
    // Worldwide cover, so each premium reaches the coupon's minimum.
    const orders = [await quotedTpsOrder(session, { areaCode: '01' }), await quotedTpsOrder(session, { areaCode: '01' }), await quotedTpsOrder(session, { areaCode: '01' })];
    const langs = ['en', 'tw', 'en'] as const;
    const answers = await Promise.all(orders.map((b2cOrderId, index) => apply(b2cOrderId, coupon.couponId, langs[index] ?? 'en')));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    answers.forEach((answer, index) => {
      if (answer.status === 200) return;
      expect(answer.envelope).toMatchObject({ succ: false, tipCode: TIP_CODES.conflict, tipMsg: texts(langs[index] ?? 'en').gateway.engagement.coupon.onOtherOrder });
    });
    const attached = await session.tg.gateway.db.selectFrom('order_coupons').selectAll().where('coupon_id', '=', coupon.couponId).execute();
    expect(attached.map((row) => row.b2c_order_id)).toEqual([orders[answers.findIndex((answer) => answer.status === 200)]]);
  });

  it('one order given two coupons at once ends with one of them', async () => {
    await session.signIn();
    const first = succeeded(await session.client.call('coupon.receive', { code: 'travel50' }), 'coupon.receive');
    const listed = succeeded(await session.client.call('coupon.list', { status: 'available' }), 'coupon.list');
    const second = listed.items.find((item) => item.couponId !== first.couponId);
    if (!second) throw new Error('the new user has no second coupon');
    const b2cOrderId = await quotedTpsOrder(session, { areaCode: '01' });
    const answers = await Promise.all([apply(b2cOrderId, first.couponId, 'en'), apply(b2cOrderId, second.couponId, 'en')]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const attached = await session.tg.gateway.db.selectFrom('order_coupons').selectAll().where('b2c_order_id', '=', b2cOrderId).execute();
    expect(attached).toHaveLength(1);
  });
});
