/**
 * A claim's incident must fall within the cover and not before the policy was paid:
 * a policy issued, before settlement refused such money, for cover that had begun days before its payment
 * does not take a claim for an incident between its start and its payment.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTpsPolicy } from '../policy-services/policy-flow.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

const texts = (lang: 'tw' | 'cn' | 'en') => JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as { gateway: { claims: Record<string, string> } };

/** 10:00 in Macao on 10 March 2026. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

describe('a claim on a policy paid after its cover began', () => {
  it('is refused for an incident before the payment, with a localised message on the incident date, and taken from the payment day on', async () => {
    const phone = freshPhone();
    await session.signIn(phone);
    const policy = await buyTpsPolicy(session, { commDate: '2026-03-12', expiryDate: '2026-03-25' });
    // As the gateway issued it before settlement checked the start date: paid on 15 March for cover from the 12th.
    await session.tg.gateway.db.updateTable('orders').set({ paid_at: '2026-03-15T03:00:00.000Z' }).where('b2c_order_id', '=', policy.b2cOrderId).execute();
    time = Date.parse('2026-03-17T02:00:00Z');
    await session.signIn(phone);

    for (const lang of ['en', 'tw'] as const) {
      session.setLang(lang);
      const answer = await session.client.callEnvelope('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: '2026-03-13' });
      expect(answer).toMatchObject({ succ: false, data: { field: 'incidentDate' } });
      expect(answer && answer.tipMsg).toBe(texts(lang).gateway.claims.beforePayment?.replace('{{date}}', '2026-03-13').replace('{{paidOn}}', '2026-03-15'));
    }
    session.setLang('en');
    expect(texts('cn').gateway.claims.beforePayment).toBeTruthy();
    expect(await session.tg.gateway.db.selectFrom('claims').select('claim_id').where('b2c_order_id', '=', policy.b2cOrderId).execute()).toEqual([]);

    expect(await session.client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: '2026-03-15' })).toMatchObject({ claimId: expect.any(String) });
  });
});
