/**
 * What the inbox says about a paid policy is true (issue 31, findings 8 and 12): its title follows where the
 * cover stands on the day it is read, as the policy page's status does, and its amount is written with
 * separators and two decimals, also for messages stored before amounts were kept as numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserMessage } from '../../../src/contract/rows/engagement.js';
import { insertMessage } from '../../../src/server/engagement/messages.repo.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { savedTpsOrder, settleInSandbox, storedOrder, succeeded, TPS } from '../support/order-builder.js';
import { openPayment } from '../payments/payment-support.js';

const DAY_MS = 86_400_000;
/** How far the gateway clock is moved on (the last test reads a message again once the cover has started). */
let shift = 0;
let session: ClientSession;
const phone = freshPhone();
beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.now() + shift });
  await session.signIn(phone);
});
afterAll(async () => {
  await session.stop();
});

async function inbox(lang: 'tw' | 'cn' | 'en'): Promise<UserMessage[]> {
  session.setLang(lang);
  return succeeded(await session.client.call('message.list', { page: 1, pageSize: 20 }), 'message.list').items;
}

describe('the message of a paid policy', () => {
  it('writes the amount paid with separators, also in a message stored with the amount as text (tw, en)', async () => {
    const user = succeeded(await session.client.call('user.selectUserInfo'), 'user.selectUserInfo');
    await insertMessage(session.tg.gateway.db, {
      messageId: 'MSG-PAID-LEGACY-1', userId: user.userId, kind: 'policyIssued',
      titleKey: 'gateway.engagement.message.policyIssuedTitle', bodyKey: 'gateway.engagement.message.policyIssuedBody',
      params: { productCode: 'TPS', policyNo: 'P-TPS-2026-000009', amount: '9632.00', currency: 'MOP' }, link: null, at: new Date().toISOString(),
    });
    const legacy = (messages: UserMessage[]) => messages.find((message) => message.messageId === 'MSG-PAID-LEGACY-1');
    expect(legacy(await inbox('tw'))?.body).toContain('您已成功支付 MOP 9,632.00，');
    expect(legacy(await inbox('en'))?.body).toContain('We received your payment of MOP 9,632.00;');
    // Without cover dates nothing claims the cover is running.
    expect(legacy(await inbox('tw'))?.title).toBe('保單已簽發');
  });

  it('says the policy starts on its start date until it does, and in force once it is (tw, cn, en)', async () => {
    // A trip three weeks ahead, as a renewal starting later: paid today, cover from its start date.
    const macaoDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
    const commDate = macaoDay(21);
    const { draft } = await savedTpsOrder(session, { commDate, expiryDate: macaoDay(27) });
    const payload = { b2cOrderId: draft.b2cOrderId };
    succeeded(await session.client.call('order.getQuotation', payload, TPS), 'order.getQuotation');
    succeeded(await session.client.call('order.release', payload, TPS), 'order.release');
    const quotation = succeeded(await session.client.call('order.premiumCalc', payload, TPS), 'order.premiumCalc');
    const payment = await openPayment(session, draft.b2cOrderId);
    await settleInSandbox(session, payment.payUrl, 'success');
    expect((await storedOrder(session, draft.b2cOrderId))?.comm_date).toBe(commDate);

    const issued = (messages: UserMessage[]) => messages.find((message) => message.link?.includes(draft.b2cOrderId));
    expect(issued(await inbox('tw'))?.title).toBe(`保單已簽發，${commDate} 起生效`);
    expect(issued(await inbox('cn'))?.title).toBe(`保单已签发，${commDate} 起生效`);
    const en = issued(await inbox('en'));
    expect(en?.title).toBe(`Your policy has been issued; cover starts on ${commDate}`);
    expect(en?.body).toMatch(/payment of MOP \d{1,3}(,\d{3})*\.\d{2};/u);
    expect(Number(/MOP ([\d,.]+);/u.exec(en?.body ?? '')?.[1]?.replace(/,/gu, ''))).toBe(quotation.premium);

    // On its start date (Macao) the same message says the policy is in force.
    // (The session has lapsed by then: the same user signs in again.)
    shift = Date.parse(`${commDate}T12:00:00+08:00`) - Date.now();
    await session.signIn(phone);
    expect(issued(await inbox('tw'))?.title).toBe('保單已生效');
    expect(issued(await inbox('en'))?.title).toBe('Your policy is in force');
  });
});
