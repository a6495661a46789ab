/** Opening payments and reading their stored status, for the settlement tests. */
import type { EndpointData } from '../../../src/contract/index.js';
import type { PaymentStatus } from '../../../src/server/storage/database.js';
import type { ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';

let keys = 0;

/** Opens a payment of the order under a new idempotency key (a new tap on Pay), returning to `returnUrl`. */
export async function openPayment(session: ClientSession, b2cOrderId: string, returnUrl = '/pages/myPolicy/index'): Promise<EndpointData['pay.createPayOrder']> {
  keys += 1;
  const pay = await session.client.call('pay.createPayOrder', { b2cOrderId, returnUrl }, { idempotencyKey: `settle-${b2cOrderId}-${keys}` });
  return succeeded(pay, `pay.createPayOrder: ${session.lastToast() ?? ''}`);
}

/** The payment's stored status. */
export async function paymentStatus(session: ClientSession, payOrderId: string): Promise<PaymentStatus | undefined> {
  const row = await session.tg.gateway.db.selectFrom('payments').select('status').where('pay_order_id', '=', payOrderId).executeTakeFirst();
  return row?.status;
}
