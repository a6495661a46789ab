/**
 * Routes that exist only in sandbox mode: reading the last SMS code sent to a phone (for tests and
 * demos), and the sandbox payment page with its completion endpoint, which answer only the link the
 * buyer was given (payments/pay-page-secret.ts). A payment is payable for PAYMENT_VALID_MINUTES
 * (payments/payment-expiry.ts); money settlement could not take is refunded through the sandbox
 * provider's refund call at once, and what a stopped gateway left due when it starts. Production mode
 * does not register them at all.
 */
import type { FastifyInstance } from 'fastify';
import { ok, TIP_CODES } from '../../contract/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import { requestLang } from '../i18n/translator.js';
import { macaoDateTime } from '../calendar/macao-clock.js';
import { payPageSecrets } from '../payments/pay-page-secret.js';
import { paymentExpired, paymentValidUntil } from '../payments/payment-expiry.js';
import { returnUrlWithResult } from '../payments/return-url.js';
import { refundAllDueInSandbox, refundInSandbox } from '../payments/sandbox-refund.js';
import { settlePaymentReport } from '../payments/settle-payment.js';
import { findOrderById } from '../orders/orders.repo.js';
import { findPayment } from '../payments/payments.repo.js';
import { requireLoopbackCaller } from './loopback-only.js';
import { PAY_PAGE_CSP, renderPayPage } from './pay-page.js';
import { registerThirdPartySandbox } from './third-party-sandbox.js';

export function registerSandboxRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, sms, catalog, now, metrics } = context;
  const secrets = payPageSecrets(context.dataDir);
  registerThirdPartySandbox(app, context);
  app.addHook('onReady', async () => {
    await refundAllDueInSandbox(db, now());
  });

  // Anyone who can read a phone's live code can sign in as its owner: loopback callers only. The code is
  // read from the database, so any instance answers for a code another one sent.
  app.get('/sandbox/sms/latest', async (request) => {
    requireLoopbackCaller(request);
    const { areaCode = '', phone = '' } = request.query as { areaCode?: string; phone?: string };
    const code = await sms.lastCode(areaCode, phone);
    if (code === null) throw notFound();
    return ok({ areaCode, phone, code });
  });

  app.get('/sandbox/pay/:payOrderId', async (request, reply) => {
    const { payOrderId } = request.params as { payOrderId: string };
    const { lang, k: secret } = request.query as { lang?: string; k?: unknown };
    const payment = await findPayment(db, payOrderId);
    // Without the buyer's secret the payment is as unknown as one that does not exist.
    const order = payment && secrets.matches(payment.page_secret_hash, secret) ? await findOrderById(db, payment.b2c_order_id) : undefined;
    if (!payment || !order) throw notFound();
    const pageLang = requestLang(lang);
    const html = renderPayPage({
      lang: pageLang,
      productTitle: catalog.registry.get(order.product_code)?.definition.titles[pageLang] ?? order.product_code,
      b2cOrderId: order.b2c_order_id,
      payOrderId,
      secret: String(secret),
      amount: payment.amount,
      currency: payment.currency,
      state: payment.status !== 'pending' ? 'settled' : paymentExpired(payment, now()) ? 'expired' : 'pending',
      validUntil: macaoDateTime(paymentValidUntil(payment)).slice(0, 16).replace('T', ' '),
      backUrl: returnUrlWithResult(payment.return_url, {
        b2cOrderId: order.b2c_order_id, payOrderId, payResult: payment.status === 'paid' ? 'success' : 'fail',
      }),
    });
    return reply
      .header('content-security-policy', PAY_PAGE_CSP)
      .header('cache-control', 'no-store')
      // The address carries the payment's secret: the link back must not hand it on.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.post('/sandbox/pay/:payOrderId/complete', async (request, reply) => {
    const { payOrderId } = request.params as { payOrderId: string };
    const { result, k: secret } = (request.body ?? {}) as { result?: unknown; k?: unknown };
    const known = await findPayment(db, payOrderId);
    if (!known || !secrets.matches(known.page_secret_hash, secret)) throw notFound();
    if (result !== 'success' && result !== 'fail') throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.badRequest');
    const at = now();
    const settled = await settlePaymentReport({ db, registry: catalog.registry }, payOrderId, result, at);
    if (!settled) throw notFound();
    const { payment, outcome } = settled;
    // Money the order could not take goes back through the provider's refund call at once.
    if (payment.status === 'refundDue') await refundInSandbox(db, payOrderId, at);
    if (settled.moved) metrics.paymentSettled(payment.status, payment.amount, payment.currency);
    return reply.redirect(
      returnUrlWithResult(payment.return_url, { b2cOrderId: payment.b2c_order_id, payOrderId, payResult: outcome }),
      303,
    );
  });
}
