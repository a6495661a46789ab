/**
 * createPayOrder: starts paying an order. Idempotent per user and idempotency-key header: a retry
 * with the same key returns the first payment order and stores nothing new.
 */
import { randomUUID } from 'node:crypto';
import { TIP_CODES, type EndpointData, type OrderStatus } from '../../contract/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField, notFound, orderStateConflict } from '../gateway-error.js';
import { priceOrder } from '../engagement/order-price.js';
import { newPayOrderId } from '../orders/order-numbers.js';
import { isStorefrontReturnUrl } from '../payments/return-url.js';
import { findUserOrder, updateOrder } from '../storage/orders.repo.js';
import { findPaymentByKey, insertPaymentOnce, type PaymentRow } from '../storage/payments.repo.js';
import { callUser, type HandlerMap } from './handler-types.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The sandbox payment page of a payment order. */
export function payPagePath(payOrderId: string): string {
  return `/sandbox/pay/${encodeURIComponent(payOrderId)}`;
}

export function paymentHandlers(context: GatewayContext): Pick<HandlerMap, 'pay.createPayOrder'> {
  const { db, catalog, now, mode, publicBaseUrl } = context;
  const view = (payment: PaymentRow): EndpointData['pay.createPayOrder'] => ({
    payOrderId: payment.pay_order_id,
    payUrl: `${publicBaseUrl ?? ''}${payPagePath(payment.pay_order_id)}`,
    amount: payment.amount,
    currency: payment.currency,
  });

  return {
    'pay.createPayOrder': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, returnUrl } = call.payload as { b2cOrderId: string; returnUrl: string };
      const key = call.idempotencyKey ?? randomUUID();
      if (!IDEMPOTENCY_KEY.test(key)) throw invalidField({ path: 'idempotency-key', name: 'idempotencyKey', labelKey: null, keyword: 'pattern' });

      const earlier = await findPaymentByKey(db, userId, key);
      if (earlier) {
        if (earlier.b2c_order_id !== b2cOrderId) throw orderStateConflict('idempotency-key used for another order');
        return view(earlier);
      }
      if (mode !== 'sandbox') throw new GatewayError(503, TIP_CODES.serverError, 'gateway.paymentUnavailable');
      if (!isStorefrontReturnUrl(returnUrl, publicBaseUrl)) throw invalidField({ path: 'returnUrl', name: 'returnUrl', labelKey: null, keyword: 'format' });

      const order = await findUserOrder(db, userId, b2cOrderId);
      const bundle = order ? catalog.registry.get(order.product_code) : undefined;
      if (!order || !bundle) throw notFound();
      const payable: OrderStatus[] = ['priced', 'paying', 'failed', ...(bundle.definition.flow.premiumStep ? [] : ['quoted' as const])];
      if (!payable.includes(order.status) || order.premium === null) throw orderStateConflict(order.status);

      const at = now();
      const { payment } = await db.transaction().execute(async (trx) => {
        // What is left to pay after the order's coupon, if it still applies.
        const amount = (await priceOrder(trx, order, at)).price.payable;
        const stored = await insertPaymentOnce(trx, {
          pay_order_id: newPayOrderId(at), b2c_order_id: b2cOrderId, user_id: userId, idempotency_key: key,
          amount, currency: order.currency, status: 'pending', return_url: returnUrl,
          created_at: at.toISOString(), updated_at: at.toISOString(),
        });
        if (stored.created && !(await updateOrder(trx, b2cOrderId, payable, { status: 'paying', pay_order_id: stored.payment.pay_order_id, updated_at: at.toISOString() }))) {
          throw orderStateConflict('changed while paying');
        }
        return stored;
      });
      if (payment.b2c_order_id !== b2cOrderId) throw orderStateConflict('idempotency-key used for another order');
      return view(payment);
    },
  };
}
