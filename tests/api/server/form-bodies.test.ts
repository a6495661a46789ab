/**
 * A signed API call carries JSON: a form-encoded (or plain-text) body is refused with a localised 415 and
 * does nothing, since the signature would not cover what the route acts on (a form signed over an empty
 * body used to be accepted and acted on). The sandbox pages' own forms still work (their tests:
 * payments/settlement.test.ts, third-party/oauth-login.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/index.js';
import { freshPhone } from '../support/client-session.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway();
});
afterAll(async () => {
  await tg.stop();
});

/** user.smsCode with `body` of `contentType`, signed over `signedBody`, from a non-loopback address. */
function smsCodeAs(contentType: string, body: string, signedBody: string, lang = 'en') {
  return tg.send({
    method: 'POST', path: endpoints['user.smsCode'].path, body, signedBody, lang,
    headers: { 'content-type': contentType }, remoteAddress: '198.51.100.20',
  });
}

describe('form-encoded bodies on signed calls', () => {
  it('refuses a form signed over an empty body with a localised 415, sending no code', async () => {
    const phone = freshPhone();
    const form = new URLSearchParams({ areaCode: '853', phone }).toString();
    const refused = await smsCodeAs('application/x-www-form-urlencoded', form, '');
    expect(refused.status).toBe(415);
    expect(refused.envelope).toMatchObject({
      succ: false, tipMsg: 'The request was sent in a form this service does not accept, please refresh the page and try again',
    });
    expect((await smsCodeAs('application/x-www-form-urlencoded', form, '', 'tw')).envelope.tipMsg).toBe('請求格式不被接受，請重新整理頁面後再試');
    expect((await smsCodeAs('application/x-www-form-urlencoded', form, '', 'cn')).envelope.tipMsg).toBe('请求格式不被接受，请刷新页面后再试');
    expect(await tg.gateway.sandbox?.lastSmsCode('853', phone)).toBeNull();
  });

  it('refuses a form signed over its own text and a plain-text body alike', async () => {
    const phone = freshPhone();
    const form = new URLSearchParams({ areaCode: '853', phone }).toString();
    expect((await smsCodeAs('application/x-www-form-urlencoded', form, form)).status).toBe(415);
    const json = JSON.stringify({ areaCode: '853', phone });
    expect((await smsCodeAs('text/plain', json, json)).status).toBe(415);
    expect(await tg.gateway.sandbox?.lastSmsCode('853', phone)).toBeNull();
    // The same call as JSON is accepted.
    expect((await smsCodeAs('application/json; charset=utf-8', json, json)).envelope.succ).toBe(true);
  });
});
