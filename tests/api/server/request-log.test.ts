/**
 * The request log: one JSON line per request with its time, request id, endpoint id,
 * status, tipCode, duration and the instance, and no personal data anywhere in the log, even at the most
 * talkative level: the test sends calls full of a person's data (phone, name, ID number, SMS code, session
 * token, signature, bodies, queries) and looks for each piece in everything the logger wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, HEADERS } from '../../../src/contract/index.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

const PERSON = {
  phone: '66493817',
  name: 'Chan Siu Ming',
  idNo: 'M7364512(3)',
  smsCode: '904215',
  token: 'tok_5b1c0e9a7d3f4e21',
  sign: 'f3c9a0d2b7e14c6a9f8e7d6c5b4a3928f3c9a0d2b7e14c6a9f8e7d6c5b4a3928',
  email: 'siuming.chan@example.mo',
};

const lines: string[] = [];
let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway({
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    notice: () => undefined,
  });
});
afterAll(async () => {
  await tg.stop();
});

type LogLine = Record<string, unknown>;
const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const requestLines = (): LogLine[] => parsed().filter((line) => line.msg === 'request');

describe('the request log', () => {
  it('writes one JSON line per request with the fields a log pipeline needs', async () => {
    lines.length = 0;
    const answer = await tg.call('order.baseNow');
    expect(answer.envelope.succ).toBe(true);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30, reqId: answer.headers.get('x-request-id'), endpoint: 'order.baseNow', method: 'POST', status: 200, tipCode: '000000',
      instance: expect.stringMatching(/.+:\d+$/), time: expect.any(Number), durationMs: expect.any(Number),
    });
  });

  it('takes a sane X-Request-Id from the caller and echoes it; makes its own for anything else', async () => {
    lines.length = 0;
    const given = 'lb-7f3a9c.20261129-0001';
    const kept = await tg.call('order.baseNow', {}, {});
    expect(kept.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const withId = await tg.send({ method: 'POST', path: endpoints['order.baseNow'].path, headers: { 'x-request-id': given } });
    expect(withId.headers.get('x-request-id')).toBe(given);
    for (const bad of ['has spaces in it', 'x'.repeat(129), '"quoted"']) {
      const refused = await tg.send({ method: 'POST', path: endpoints['order.baseNow'].path, headers: { 'x-request-id': bad } });
      expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestLines().map((line) => line.reqId)).toContain(given);
    expect(lines.join('\n')).not.toContain('has spaces in it');
  });

  it('never writes a phone, name, ID number, SMS code, token, signature or body, whatever the call', async () => {
    lines.length = 0;
    const { phone, name, idNo, smsCode, token, sign, email } = PERSON;
    await tg.call('user.smsCode', { areaCode: '853', phone });
    await tg.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode }, { token });
    await tg.call('order.tempSave', { b2cOrderId: 'B123', step: 'insured', formData: { insuredName: name, name, idNo, email, phone } }, { params: { product: 'TPS' }, token });
    // A forged signature, a body that is not JSON, personal data in queries and in an unknown path.
    await tg.send({ method: 'POST', path: endpoints['login.submit'].path, unsigned: true, headers: { [HEADERS.sign]: sign, timestamp: String(Date.now()) }, body: JSON.stringify({ phone, smsCode }) });
    await fetch(`${tg.url}${endpoints['login.submit'].path}`, { method: 'POST', headers: { 'content-type': 'application/json', [HEADERS.session]: token }, body: `{"phone":"${phone}","name":"${name}",` });
    await fetch(`${tg.url}/sandbox/sms/latest?areaCode=853&phone=${phone}`);
    await fetch(`${tg.url}${buildPath(endpoints['order.detail'].path, { id: idNo })}?email=${encodeURIComponent(email)}`);
    await fetch(`${tg.url}/api/${phone}/${encodeURIComponent(name)}?smsCode=${smsCode}`, { headers: { authorization: `Bearer ${token}`, cookie: `t=${token}` } });

    expect(requestLines().length).toBe(8);
    const log = lines.join('\n');
    for (const [field, value] of Object.entries(PERSON)) {
      expect(log, field).not.toContain(value);
      expect(log, field).not.toContain(encodeURIComponent(value));
    }
    expect(log).not.toContain('Chan');
  });

  it('censors personal fields at the top of a line and one level down, keeping the rest of the line', () => {
    lines.length = 0;
    const { phone, name, idNo, token } = PERSON;
    tg.gateway.app.log.warn({ phone, user: { name, idNo, grade: 3 }, session: { token }, outcome: 'kept' }, 'a future line');
    const [line] = parsed();
    expect(line).toMatchObject({
      msg: 'a future line', phone: '[redacted]', outcome: 'kept',
      user: { name: '[redacted]', idNo: '[redacted]', grade: 3 }, session: { token: '[redacted]' },
    });
  });
});
