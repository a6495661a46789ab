import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway({ mode: 'production' });
});
afterAll(async () => {
  await tg.stop();
});

describe('production mode', () => {
  it('has no sandbox routes and no sandbox handle', async () => {
    expect(tg.gateway.sandbox).toBeUndefined();
    expect((await fetch(`${tg.url}/sandbox/sms/latest?areaCode=853&phone=66123456`)).status).toBe(404);
    expect((await fetch(`${tg.url}/sandbox/pay/PAY-1`)).status).toBe(404);
    const complete = await fetch(`${tg.url}/sandbox/pay/PAY-1/complete`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=success',
    });
    expect(complete.status).toBe(404);
  });

  it('sends no SMS code and says so', async () => {
    const result = await tg.call('user.smsCode', { areaCode: '853', phone: '66123456' });
    expect(result.status).toBe(503);
    expect(result.envelope).toMatchObject({ succ: false, tipCode: 'E00500' });
    expect(result.envelope.tipMsg).toBeTruthy();
  });

  it('seeds no demo data and still serves the API', async () => {
    const result = await tg.call('plat.funcSwitch');
    expect(result.envelope.succ).toBe(true);
  });
});
