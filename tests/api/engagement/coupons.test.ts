import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, macaoToday } from '../../../src/server/calendar/macao-clock.js';
import { SEED_COUPON_TEMPLATES } from '../../../src/server/engagement/engagement.seed.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { quotedTpsOrder, settleOnPayPage } from './order-support.js';

const rates = JSON.parse(readFileSync('schemas/products/TPS/rates.json', 'utf8')) as {
  bands: number[]; table: Record<string, Record<string, number[]>>;
};
/** The TPS premium of the default week-long trip for two insured persons, from the rate table. */
function tpsPremium(plan: string, area: string): number {
  const band = rates.bands.findIndex((limit) => 7 <= limit);
  return (rates.table[plan]?.[area]?.[band] ?? NaN) * 2;
}
const travel = SEED_COUPON_TEMPLATES.find((template) => template.code === 'TRAVEL50');
if (!travel) throw new Error('the TRAVEL50 coupon template is not seeded');

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

async function receiveTravelCoupon(): Promise<string> {
  const received = await session.client.call('coupon.receive', { code: 'travel50' });
  if (!received) throw new Error(`coupon.receive failed: ${session.lastToast()}`);
  return received.couponId;
}

describe('coupons', () => {
  it('a published coupon is received once; the second time is refused with a localised toast', async () => {
    const { client } = session;
    const user = await session.signIn();
    const before = await client.call('coupon.list', { status: 'available' });
    expect(before && before.items.some((coupon) => coupon.code === 'TRAVEL50')).toBe(false);

    const received = await client.call('coupon.receive', { code: 'travel50' });
    expect(received).toMatchObject({ code: 'TRAVEL50', kind: 'amount', value: travel.value, minPremium: travel.min_premium, status: 'available' });
    const after = await client.call('coupon.list', { status: 'available' });
    expect(after && after.items.filter((coupon) => coupon.code === 'TRAVEL50')).toHaveLength(1);
    expect(after && after.counts.available).toBe(after && after.total);

    session.setLang('tw');
    expect(await client.call('coupon.receive', { code: 'TRAVEL50' })).toBe(false);
    expect(session.lastToast()).toBe('您已領取過此優惠券');
    session.setLang('en');
    expect(await client.call('coupon.receive', { code: 'NOSUCHCODE' })).toBe(false);
    expect(session.lastToast()).toBe('This coupon code is not valid or the offer has ended');
    // A new-user coupon is given on registration, never by code.
    expect(await client.call('coupon.receive', { code: 'NEWUSER30' })).toBe(false);
    const rows = await session.tg.gateway.db.selectFrom('user_coupons').select('template_id').where('user_id', '=', user.userId).execute();
    expect(rows.filter((row) => row.template_id === 'CT-TRAVEL50')).toHaveLength(1);
    // ...and registering (the first SMS sign-in) gave exactly one.
    expect(after && after.items.filter((coupon) => coupon.code === 'NEWUSER30')).toHaveLength(1);
  });

  it('lists the coupon for an eligible order with its discount, refuses it on another product\'s minimum, and prices the order with it', async () => {
    const { client } = session;
    await session.signIn();
    const couponId = await receiveTravelCoupon();

    // Basic plan in area 02: under the coupon's minimum premium.
    const small = await quotedTpsOrder(session);
    const smallInfo = await client.call('order.selectCouponOrderInfo', { b2cOrderId: small });
    expect(smallInfo && smallInfo.premium).toBe(tpsPremium('INDIVIDUAL_BASIC', '02'));
    // Only the new-user coupon every registration brings (MOP 30 off over MOP 100) may fit this small premium.
    expect(smallInfo && smallInfo.usable.map((coupon) => coupon.couponId)).not.toContain(couponId);
    expect(smallInfo && smallInfo.unusable.find((coupon) => coupon.couponId === couponId)?.unusableReason)
      .toBe(`The premium must be at least MOP ${travel.min_premium} to use this coupon`);
    expect(await client.call('coupon.apply', { b2cOrderId: small, couponId })).toBe(false);
    expect(session.lastToast()).toBe(`The premium must be at least MOP ${travel.min_premium} to use this coupon`);
    expect(await session.tg.gateway.db.selectFrom('order_coupons').selectAll().where('b2c_order_id', '=', small).execute()).toEqual([]);

    const premium = tpsPremium('INDIVIDUAL_BASIC', '01');
    expect(premium).toBeGreaterThanOrEqual(travel.min_premium);
    const orderId = await quotedTpsOrder(session, { areaCode: '01' });
    const info = await client.call('order.selectCouponOrderInfo', { b2cOrderId: orderId });
    expect(info).toMatchObject({ b2cOrderId: orderId, premium, currency: 'MOP', appliedCouponId: null });
    const discount = Math.min(travel.value, premium);
    expect(info && info.usable.find((coupon) => coupon.couponId === couponId)).toMatchObject({ discount, unusableReason: null });

    const applied = await client.call('coupon.apply', { b2cOrderId: orderId, couponId });
    expect(applied).toEqual({ b2cOrderId: orderId, appliedCouponId: couponId, premium, discount, payable: premium - discount, currency: 'MOP' });
    const priced = await client.call('order.premiumCalc', { b2cOrderId: orderId }, { params: { product: 'TPS' } });
    expect(priced && priced.premium).toBe(premium - discount);
    expect(priced && priced.breakdown.at(-1)).toEqual({ label: 'Coupon: Travel: MOP 50 off over MOP 300', amount: -discount, kind: 'money' });

    // The same coupon cannot sit on a second unpaid order.
    const second = await quotedTpsOrder(session, { areaCode: '01' });
    expect(await client.call('coupon.apply', { b2cOrderId: second, couponId })).toBe(false);
    expect(session.lastToast()).toBe('This coupon is on another unpaid order; remove it there first');

    // Detaching gives the full premium back.
    const detached = await client.call('coupon.apply', { b2cOrderId: orderId, couponId: null });
    expect(detached).toMatchObject({ appliedCouponId: null, discount: 0, payable: premium });
    expect(await client.call('coupon.apply', { b2cOrderId: second, couponId })).toMatchObject({ appliedCouponId: couponId, payable: premium - discount });
  });

  it('a coupon for other products names them, in the caller\'s language, when it cannot go on this order', async () => {
    const { client } = session;
    await session.signIn();
    const received = await client.call('coupon.receive', { code: 'HOME10' });
    if (!received) throw new Error(`coupon.receive failed: ${session.lastToast()}`);
    const orderId = await quotedTpsOrder(session, { areaCode: '01' });
    const reasonIn = async (lang: 'tw' | 'en') => {
      session.setLang(lang);
      const info = await client.call('order.selectCouponOrderInfo', { b2cOrderId: orderId });
      return info && info.unusable.find((coupon) => coupon.couponId === received.couponId)?.unusableReason;
    };
    expect(await reasonIn('en')).toBe('This coupon only applies to: Home Contents Insurance, Home Structure Insurance, Residential Fire Insurance');
    expect(await reasonIn('tw')).toMatch(/^此優惠券只適用於：家居財物保險/);
    expect(await reasonIn('tw')).not.toMatch(/FHH|FHS|FIR/);
    session.setLang('en');
  });

  it('a failed payment leaves the coupon available; a paid order uses it, earns points and sends a message', async () => {
    const { client } = session;
    await session.signIn();
    const couponId = await receiveTravelCoupon();
    const premium = tpsPremium('INDIVIDUAL_BASIC', '01');
    const payable = premium - Math.min(travel.value, premium);
    // A week-long trip starting in three days, whatever the time of day (after 22:00 a new order starts tomorrow).
    const commDate = addDays(macaoToday(new Date()), 3);
    const orderId = await quotedTpsOrder(session, { areaCode: '01', commDate, expiryDate: addDays(commDate, 6) });
    expect(await client.call('coupon.apply', { b2cOrderId: orderId, couponId })).not.toBe(false);
    expect(await client.call('order.premiumCalc', { b2cOrderId: orderId }, { params: { product: 'TPS' } })).not.toBe(false);
    const returnUrl = '/pages/order/TPS/index';

    const failing = await client.call('pay.createPayOrder', { b2cOrderId: orderId, returnUrl }, { idempotencyKey: `fail-${orderId}` });
    expect(failing && failing.amount).toBe(payable);
    await settleOnPayPage(session, failing ? failing.payUrl : '', 'fail');
    const stillAvailable = await client.call('coupon.list', { status: 'available' });
    expect(stillAvailable && stillAvailable.items.map((coupon) => coupon.couponId)).toContain(couponId);
    const pointsBefore = await client.call('points.summary');
    const unreadBefore = await client.call('message.unreadCount');
    if (!pointsBefore || !unreadBefore) throw new Error('points.summary or message.unreadCount failed');

    const paying = await client.call('pay.createPayOrder', { b2cOrderId: orderId, returnUrl }, { idempotencyKey: `pay-${orderId}` });
    expect(paying && paying.amount).toBe(payable);
    await settleOnPayPage(session, paying ? paying.payUrl : '', 'success');

    const used = await client.call('coupon.list', { status: 'used' });
    expect(used && used.items.find((coupon) => coupon.couponId === couponId)).toMatchObject({ status: 'used', usedOrderId: orderId });
    const available = await client.call('coupon.list', { status: 'available' });
    expect(available && available.items.map((coupon) => coupon.couponId)).not.toContain(couponId);

    const pointsAfter = await client.call('points.summary');
    expect(pointsAfter && pointsAfter.balance).toBe(pointsBefore.balance + Math.floor(payable / 10));
    const ledger = await client.call('points.list', { page: 1, pageSize: 10 });
    expect(ledger && ledger.items[0]).toMatchObject({ delta: Math.floor(payable / 10), reason: 'orderPaid', ref: orderId });
    expect((await client.call('user.selectUserInfo'))).toMatchObject({ points: pointsAfter && pointsAfter.balance });

    expect(await client.call('message.unreadCount')).toEqual({ unread: unreadBefore.unread + 1 });
    const inbox = await client.call('message.list', { page: 1, pageSize: 10 });
    const issued = inbox && inbox.items[0];
    // Cover starts later than the payment: the message says when, not that it is in force.
    expect(issued).toMatchObject({ kind: 'policyIssued', unread: true, title: `Your policy has been issued; cover starts on ${commDate}` });
    expect(issued && issued.body).toContain(`MOP ${payable.toFixed(2)};`);
    session.setLang('cn');
    const inboxCn = await client.call('message.list', {});
    expect(inboxCn && inboxCn.items[0]?.title).toBe(`保单已签发，${commDate} 起生效`);
    session.setLang('en');

    expect(await client.call('message.read', { messageId: issued ? issued.messageId : '' })).toEqual({ unread: unreadBefore.unread });
    expect(await client.call('message.read', { messageId: 'MSG-NOT-MINE' })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    expect(await client.call('message.read', { messageId: null })).toEqual({ unread: 0 });
    expect(await client.call('message.unreadCount')).toEqual({ unread: 0 });
    const read = await client.call('message.list', {});
    expect(read && read.items.every((message) => !message.unread)).toBe(true);

    // A paid order's coupon can no longer change.
    expect(await client.call('coupon.apply', { b2cOrderId: orderId, couponId: null })).toBe(false);
  });
});
