/**
 * Issue 31.4 through the real client: a policy paid after a coupon says what was paid. The order's detail
 * and the policy list carry the premium, the coupon's discount and the amount the payment took; a policy
 * paid without a coupon says a discount of 0 and the whole premium paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COUPON_TEMPLATES } from '../../../src/server/engagement/engagement.seed.js';
import { quotedTpsOrder, settleOnPayPage } from '../engagement/order-support.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { TPS } from '../support/order-builder.js';

const newUserCoupon = SEED_COUPON_TEMPLATES.find((template) => template.channel === 'newUser');
if (!newUserCoupon) throw new Error('no new-user coupon template is seeded');

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

/** Pays the TPS order on the sandbox payment page; answers its premium as quoted (before any coupon). */
async function payTpsOrder(b2cOrderId: string, couponId: string | null): Promise<number> {
  const { client } = session;
  const quotation = await client.call('order.queryQuotation', { b2cOrderId }, TPS);
  if (!quotation) throw new Error('queryQuotation failed');
  if (couponId !== null) expect(await client.call('coupon.apply', { b2cOrderId, couponId })).not.toBe(false);
  expect(await client.call('order.premiumCalc', { b2cOrderId }, TPS)).not.toBe(false);
  const payment = await client.call('pay.createPayOrder', { b2cOrderId, returnUrl: '/pages/order/TPS/index' }, { idempotencyKey: `pay-${b2cOrderId}` });
  if (!payment) throw new Error(`createPayOrder failed: ${session.lastToast()}`);
  await settleOnPayPage(session, payment.payUrl, 'success');
  return quotation.premium;
}

/** The order as its detail and as the policy list show it. */
async function shownAs(b2cOrderId: string) {
  const detail = await session.client.call('order.detail', {}, { params: { id: b2cOrderId } });
  const list = await session.client.call('order.selectUserOrderInfo', { status: 'paid', page: 1, pageSize: 50 });
  if (!detail || !list) throw new Error('order.detail or selectUserOrderInfo failed');
  return { detail, listed: list.items.find((item) => item.b2cOrderId === b2cOrderId) };
}

describe('the amount paid', () => {
  it('is recorded with the coupon\'s discount and shown beside the premium in the order detail and the policy list', async () => {
    await session.signIn();
    const coupons = await session.client.call('coupon.list', { status: 'available' });
    const coupon = coupons ? coupons.items.find((item) => item.code === newUserCoupon.code) : undefined;
    if (!coupon) throw new Error('the new customer has no new-user coupon');
    const b2cOrderId = await quotedTpsOrder(session);
    const premium = await payTpsOrder(b2cOrderId, coupon.couponId);

    const paid = { premium, discount: newUserCoupon.value, paidAmount: premium - newUserCoupon.value };
    const { detail, listed } = await shownAs(b2cOrderId);
    expect(detail).toMatchObject({ status: 'paid', ...paid });
    expect(listed).toMatchObject(paid);
  });

  it('is the whole premium, with no discount, when no coupon was used', async () => {
    await session.signIn();
    const b2cOrderId = await quotedTpsOrder(session);
    const premium = await payTpsOrder(b2cOrderId, null);

    const { detail, listed } = await shownAs(b2cOrderId);
    expect(detail).toMatchObject({ premium, discount: 0, paidAmount: premium });
    expect(listed).toMatchObject({ premium, discount: 0, paidAmount: premium });
  });
});
