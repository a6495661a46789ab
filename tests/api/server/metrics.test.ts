/**
 * `/metrics`: Prometheus' text format, scraped over loopback as Prometheus on the same
 * machine would and read with a parser of the documented format (tests/api/support/prometheus-text.ts).
 * What a buyer does shows in it: requests per contract row and outcome, signature and replay refusals, SMS
 * codes sent and refused, payments opened and settled with their amounts, orders by status, the write group's
 * commits, and node's event-loop lag and memory. It is never answered to a caller off the machine, and with a
 * port of its own it leaves the main port altogether.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, TIP_CODES } from '../../../src/contract/index.js';
import { serveMetrics } from '../../../src/server/observability/metrics-route.js';
import { freeLoopbackPort } from '../../../src/bench/soak/gateway-process.js';
import { openPayment } from '../payments/payment-support.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { pricedTpsOrder, settleInSandbox } from '../support/order-builder.js';
import { parseExposition, sampleValue, type Exposition } from '../support/prometheus-text.js';
import { startTestGateway } from './signed-fetch.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

async function scrape(url: string): Promise<Exposition> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return parseExposition(await response.text());
}

describe('/metrics on the main port', () => {
  it('counts what buyers do, per contract row and outcome, with the process figures', async () => {
    const { tg } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    // A second code within the minute is refused by the phone's budget.
    expect(await session.client.call('user.smsCode', { areaCode: '853', phone })).toBe(false);
    // A call signed with another key, and one sent twice with the same nonce.
    const { method, path } = endpoints['order.baseNow'];
    expect((await tg.send({ method, path, clientKey: 'not-the-key' })).envelope.tipCode).toBe(TIP_CODES.badSignature);
    const nonce = randomUUID();
    const timestamp = String(Date.now());
    expect((await tg.send({ method, path, nonce, timestamp })).envelope.succ).toBe(true);
    expect((await tg.send({ method, path, nonce, timestamp })).envelope.tipCode).toBe(TIP_CODES.replay);
    const { draft, quotation } = await pricedTpsOrder(session);
    const payment = await openPayment(session, draft.b2cOrderId);
    await settleInSandbox(session, payment.payUrl, 'success');

    const metrics = await scrape(tg.url);
    expect(metrics.types.get('gateway_request_duration_seconds')).toBe('histogram');
    expect(sampleValue(metrics, 'gateway_request_duration_seconds_count', { endpoint: 'order.tempSave', outcome: 'ok' })).toBeGreaterThan(0);
    expect(sampleValue(metrics, 'gateway_request_duration_seconds_count', { endpoint: 'user.smsCode', outcome: 'V' })).toBe(1);
    expect(sampleValue(metrics, 'gateway_request_duration_seconds_count', { endpoint: 'order.baseNow', outcome: 'V' })).toBe(2);
    expect(sampleValue(metrics, 'gateway_signature_refusals_total', { reason: 'signature' })).toBe(1);
    expect(sampleValue(metrics, 'gateway_signature_refusals_total', { reason: 'replay' })).toBe(1);
    expect(sampleValue(metrics, 'gateway_sms_sent_total')).toBe(1);
    expect(sampleValue(metrics, 'gateway_sms_refused_total', { budget: 'phone' })).toBe(1);
    expect(sampleValue(metrics, 'gateway_payments_opened_total')).toBe(1);
    expect(sampleValue(metrics, 'gateway_payments_settled_total', { status: 'paid' })).toBe(1);
    expect(sampleValue(metrics, 'gateway_payment_amount_total', { event: 'opened', currency: 'MOP' })).toBe(quotation.premium);
    expect(sampleValue(metrics, 'gateway_payment_amount_total', { event: 'paid', currency: 'MOP' })).toBe(quotation.premium);
    expect(sampleValue(metrics, 'gateway_orders', { status: 'paid' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(metrics, 'gateway_write_group_batch_size_count')).toBeGreaterThan(0);
    expect(sampleValue(metrics, 'gateway_write_group_commit_seconds_count', { result: 'ok' })).toBeGreaterThan(0);
    expect(sampleValue(metrics, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(sampleValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (process.env.GATEWAY_TEST_STORAGE === 'postgres') {
      expect(sampleValue(metrics, 'gateway_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
  });

  it('labels requests by contract row or route template, never by the path called', async () => {
    const { tg } = session;
    await fetch(`${tg.url}${buildPath(endpoints['order.detail'].path, { id: randomUUID() })}`);
    await fetch(`${tg.url}/no/such/${randomUUID()}`, { method: 'POST' });
    const metrics = await scrape(tg.url);
    const endpointLabels = new Set(metrics.samples.filter((sample) => sample.name === 'gateway_request_duration_seconds_count').map((sample) => sample.labels.endpoint!));
    expect(endpointLabels).toContain('order.detail');
    expect(endpointLabels).toContain('unmatched');
    const contractIds = new Set<string>(Object.keys(endpoints));
    for (const label of endpointLabels) {
      expect(contractIds.has(label) || label === 'unmatched' || label.startsWith('/'), label).toBe(true);
      expect(label).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    }
  });

  it('is not found by a caller off the machine', async () => {
    const answer = await session.tg.gateway.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('gateway_');
  });
});

describe('/metrics on a port of its own', () => {
  it('answers there, and the main port no longer has it', async () => {
    const tg = await startTestGateway({ metricsOnMainPort: false });
    const port = await freeLoopbackPort();
    const server = await serveMetrics(tg.gateway.metrics, port, '127.0.0.1');
    try {
      // The main port answers /metrics as any other unknown path (the storefront's fallback), without metrics.
      expect(await (await fetch(`${tg.url}/metrics`)).text()).not.toContain('gateway_');
      const metrics = await scrape(`http://127.0.0.1:${port}`);
      expect(sampleValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await tg.stop();
    }
  });
});
