/**
 * An order remembers the storefront channel it was made in (x-options channel), so a policy bought in
 * the bank or telecom app can be sent back there for changes (docs/spec/storefront-spec.md#6-roles-and-permissions, operation channel).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';

const sessions: ClientSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.stop();
});

async function orderMadeIn(channel: string): Promise<{ listed: string | undefined; stored: string | undefined }> {
  const session = await startClientSession({ channel });
  sessions.push(session);
  await session.signIn();
  const draft = await session.client.call('order.create', {}, { params: { product: 'TPS' } });
  if (!draft) throw new Error('order.create failed');
  const detail = await session.client.call('order.detail', {}, { params: { id: draft.b2cOrderId } });
  const row = await session.tg.gateway.db.selectFrom('orders').select('channel').where('b2c_order_id', '=', draft.b2cOrderId).executeTakeFirst();
  return { listed: detail ? detail.channel : undefined, stored: row?.channel };
}

describe('the channel an order is made in', () => {
  it('is stored and answered for an order made in the bank app', async () => {
    expect(await orderMadeIn('bank')).toEqual({ listed: 'bank', stored: 'bank' });
  });

  it('is web for a plain browser and for a channel the storefront does not know', async () => {
    expect(await orderMadeIn('web')).toEqual({ listed: 'web', stored: 'web' });
    expect(await orderMadeIn('someOtherApp')).toEqual({ listed: 'web', stored: 'web' });
  });
});
