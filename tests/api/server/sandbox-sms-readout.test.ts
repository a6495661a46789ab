/**
 * The sandbox SMS read-out (`GET /sandbox/sms/latest`) hands out live login codes, so it answers only the
 * machine the gateway runs on: loopback socket addresses get the code, any other address a 404, whatever
 * X-Forwarded-For claims. Other addresses are simulated in-process (Fastify inject): no traffic leaves
 * the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
let code: string;
const PHONE = '66880001';
const PATH = `/sandbox/sms/latest?areaCode=853&phone=${PHONE}`;
beforeAll(async () => {
  tg = await startTestGateway({ logger: false });
  const sent = await tg.call('user.smsCode', { areaCode: '853', phone: PHONE });
  if (!sent.envelope.succ) throw new Error(`smsCode failed: ${sent.text}`);
  code = (await tg.gateway.sandbox?.lastSmsCode('853', PHONE)) ?? '';
});
afterAll(async () => {
  await tg.stop();
});

async function readOut(remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await tg.gateway.app.inject({ method: 'GET', url: PATH, remoteAddress, headers });
  return { status: response.statusCode, body: response.json() as { succ: boolean; data: { code?: string } | null } };
}

describe('sandbox SMS read-out', () => {
  it('answers the code over real loopback', async () => {
    expect(code).toMatch(/^\d{6}$/);
    const response = await fetch(`${tg.url}${PATH}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ areaCode: '853', phone: PHONE, code });
  });

  it.each(['127.0.0.1', '127.12.0.9', '::1', '::ffff:127.0.0.1'])('answers the code to the loopback address %s', async (address) => {
    expect(await readOut(address)).toMatchObject({ status: 200, body: { succ: true, data: { code } } });
  });

  it.each(['10.1.2.3', '192.168.0.7', '::ffff:10.1.2.3', '2001:db8::7', '128.0.0.1'])('answers 404 and no code to %s', async (address) => {
    const answer = await readOut(address);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ succ: false, data: null });
    expect(JSON.stringify(answer.body)).not.toContain(code);
  });

  it('does not believe X-Forwarded-For or X-Real-IP', async () => {
    const answer = await readOut('10.1.2.3', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain(code);
  });
});
