/**
 * createPayOrder: starts paying an order. Idempotent per user and idempotency-key header: a retry
 * with the same key and the same request returns the first payment order and stores nothing new; the
 * key sent again with another request is refused (422, Stripe's rule). A new payment cancels the
 * order's earlier pending ones, so only the newest payment page can pay the order.
 */
import { randomUUID } from 'node:crypto';
import { endpoints, TIP_CODES, type EndpointData, type OrderStatus } from '../../contract/index.js';
import type { Lang } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField, notFound, orderStateConflict } from '../gateway-error.js';
import { checkedIdempotencyKey, idempotencyKeyReused, idempotentRequestHash } from '../idempotency/idempotency-key.js';
import { priceOrder } from '../engagement/order-price.js';
import { newPayOrderId } from '../orders/order-numbers.js';
import { coverStartPassed, coverStartedRefusal } from '../orders/cover-start.js';
import { quoteExpired, quoteExpiredRefusal } from '../orders/quote-validity.js';
import { payPageSecrets } from './pay-page-secret.js';
import { isStorefrontReturnUrl } from './return-url.js';
import { findUserOrder, lockOrder, updateOrder } from '../orders/orders.repo.js';
import { cancelPendingPayments, findPaymentByKey, insertPaymentOnce, type PaymentRow } from './payments.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import { callUser, type HandlersWithPrefix } from '../handlers/handler-types.js';

/** The sandbox payment page of a payment order, with the secret only its buyer is given, in the buyer's language. */
export function payPagePath(payOrderId: string, secret: string, lang: Lang): string {
  return `/sandbox/pay/${encodeURIComponent(payOrderId)}?k=${encodeURIComponent(secret)}&lang=${lang}`;
}

/** What an idempotency key is bound to: the call's method, path and body. */
function requestHash(payload: Record<string, unknown>): string {
  const { method, path } = endpoints['pay.createPayOrder'];
  return idempotentRequestHash(method, path, payload);
}

export function paymentHandlers(context: GatewayContext): HandlersWithPrefix<typeof coreRows, 'pay.'> {
  const { db, catalog, now, mode, publicBaseUrl, metrics } = context;
  const secrets = payPageSecrets(context.dataDir);
  // The page speaks the language the buyer is using when they tap Pay (a replayed tap gets the page in its own).
  const view = (payment: PaymentRow, lang: Lang): EndpointData['pay.createPayOrder'] => ({
    payOrderId: payment.pay_order_id,
    payUrl: `${publicBaseUrl ?? ''}${payPagePath(payment.pay_order_id, secrets.secretOf(payment.pay_order_id), lang)}`,
    amount: payment.amount,
    currency: payment.currency,
  });

  return {
    'pay.createPayOrder': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, returnUrl } = call.payload;
      const key = checkedIdempotencyKey(call.idempotencyKey ?? randomUUID());
      const hash = requestHash(call.payload);

      const earlier = await findPaymentByKey(db, userId, key);
      if (earlier) {
        if (earlier.request_hash !== hash) throw idempotencyKeyReused();
        return view(earlier, call.lang);
      }
      if (mode !== 'sandbox') throw new GatewayError(503, TIP_CODES.serverError, 'gateway.paymentUnavailable');
      if (!isStorefrontReturnUrl(returnUrl, publicBaseUrl)) throw invalidField({ path: 'returnUrl', name: 'returnUrl', labelKey: null, keyword: 'format' });

      const found = await findUserOrder(db, userId, b2cOrderId);
      const bundle = found ? catalog.registry.get(found.product_code) : undefined;
      if (!found || !bundle) throw notFound();
      const payable: OrderStatus[] = ['priced', 'paying', 'failed', ...(bundle.definition.flow.premiumStep ? [] : ['quoted' as const])];

      const at = now();
      const stamp = at.toISOString();
      const { payment, created } = await db.transaction().execute(async (trx) => {
        // The order's lock first (as settlement takes it): the order is read as it is while this payment opens.
        await lockOrder(trx, b2cOrderId);
        const order = await findUserOrder(trx, userId, b2cOrderId);
        if (!order) throw notFound();
        if (!payable.includes(order.status) || order.premium === null) throw orderStateConflict(order.status);
        // A quotation that ran out is paid at no price: the customer re-quotes, and is told what changed.
        if (quoteExpired(order, at)) throw quoteExpiredRefusal();
        // Cover never starts before the money: a start date already gone is chosen again, and priced again.
        if (coverStartPassed(order, at)) throw coverStartedRefusal();
        // What is left to pay after the order's coupon, if it still applies.
        const amount = (await priceOrder(trx, order, at)).price.payable;
        const payOrderId = newPayOrderId(at);
        const stored = await insertPaymentOnce(trx, {
          pay_order_id: payOrderId, b2c_order_id: b2cOrderId, user_id: userId, idempotency_key: key,
          amount, currency: order.currency, status: 'pending', return_url: returnUrl, request_hash: hash,
          page_secret_hash: secrets.hashOf(secrets.secretOf(payOrderId)), created_at: stamp, updated_at: stamp,
        });
        if (stored.created) {
          if (!(await updateOrder(trx, b2cOrderId, payable, { status: 'paying', pay_order_id: payOrderId, updated_at: stamp }))) {
            throw orderStateConflict('changed while paying');
          }
          // Only the newest payment may pay the order: an older page still open is cancelled.
          await cancelPendingPayments(trx, b2cOrderId, stamp, payOrderId);
        }
        return stored;
      });
      if (created) metrics.paymentOpened(payment.amount, payment.currency);
      // A race of two calls with one key: the one that lost answers the winner's payment only for the same request.
      if (payment.request_hash !== hash) throw idempotencyKeyReused();
      return view(payment, call.lang);
    },
  };
}
