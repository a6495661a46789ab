import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

describe('demo user on first start', () => {
  it('has coupons, a welcome message, and the points and message of each paid policy', async () => {
    const { client } = session;
    const demo = await session.signIn('66123456');
    const paid = await session.tg.gateway.db.selectFrom('orders').select(['b2c_order_id', 'premium'])
      .where('user_id', '=', demo.userId).where('status', '=', 'paid').execute();
    expect(paid.length).toBeGreaterThan(0);

    const coupons = await client.call('coupon.list', { status: 'available' });
    expect(coupons && coupons.items.map((coupon) => coupon.code).sort()).toEqual(['HOME10', 'NEWUSER30']);
    const inbox = await client.call('message.list', { page: 1, pageSize: 50 });
    expect(inbox && inbox.items.map((message) => message.kind).sort()).toEqual(['welcome', ...paid.map(() => 'policyIssued')].sort());
    expect(inbox && inbox.unread).toBe(paid.length + 1);
    const expected = paid.reduce((sum, order) => sum + Math.floor((order.premium ?? 0) / 10), 0);
    expect(await client.call('points.summary')).toMatchObject({ balance: expected });
  });
});
