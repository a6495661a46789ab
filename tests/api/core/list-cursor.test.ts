/**
 * The customer's lists (my orders and policies, motor orders and policies, messages, claims) continue from the `nextCursor` of the page
 * before: the next page starts right after the last item shown, however deep, and an item added meanwhile
 * (a new draft, a new message) neither repeats an item nor skips one, which counting `page` items from the
 * newest did. `page` still works as before; a cursor the gateway did not make is refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../src/contract/index.js';
import { insertMessage } from '../../../src/server/engagement/messages.repo.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded, TPS } from '../support/order-builder.js';

let session: ClientSession;
/** Each call a second later than the one before, so the newest-first order is the order of the calls. */
let shift = 0;
const clock = (): number => Date.now() + shift;

beforeAll(async () => {
  session = await startClientSession({ clock });
});
afterAll(async () => session?.stop());

/** A new TPS draft, a second after the previous one; its order id. */
async function newDraft(): Promise<string> {
  shift += 1000;
  return succeeded(await session.client.call('order.create', {}, TPS), 'order.create').b2cOrderId;
}

const ids = (items: readonly OrderSummary[]): string[] => items.map((item) => item.b2cOrderId);

describe('my orders', () => {
  it('the page after a cursor continues after the last order shown, though a new order came first meanwhile', async () => {
    await session.signIn();
    const [oldest, middle, newest] = [await newDraft(), await newDraft(), await newDraft()];
    const first = succeeded(await session.client.call('order.selectUserOrderInfo', { status: 'all', pageSize: 2 }), 'first page');
    expect(ids(first.items)).toEqual([newest, middle]);
    expect(first.nextCursor).toEqual(expect.any(String));

    const latest = await newDraft();
    const second = succeeded(await session.client.call('order.selectUserOrderInfo', { status: 'all', pageSize: 2, cursor: first.nextCursor! }), 'next page');
    expect(ids(second.items)).toEqual([oldest]);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(4);

    // Page numbers count from the newest, as before: page 2 now starts with the order page 1 showed last.
    const byNumber = succeeded(await session.client.call('order.selectUserOrderInfo', { status: 'all', page: 2, pageSize: 2 }), 'page 2');
    expect(ids(byNumber.items)).toEqual([middle, oldest]);
    expect(ids(succeeded(await session.client.call('order.selectUserOrderInfo', { status: 'all', pageSize: 2 }), 'page 1').items)).toEqual([latest, newest]);
  });

  it('refuses a cursor it did not make, in the caller\'s words', async () => {
    await session.signIn();
    session.setLang('en');
    expect(await session.client.call('order.selectUserOrderInfo', { status: 'all', cursor: 'bm90LWEtY3Vyc29y' })).toBe(false);
    expect(session.lastToast()).toBe('The request is not valid');
  });
});

describe('motor orders and policies', () => {
  /** A new MTV draft, a second after the previous one; its order id. */
  async function newMotorDraft(): Promise<string> {
    shift += 1000;
    return succeeded(await session.client.call('order.create', {}, { params: { product: 'MTV' } }), 'order.create').b2cOrderId;
  }

  /** Every item of a motor list, walked one item a page through each page's cursor. */
  async function walk(call: 'order.selectUserOrderInfoMTTS' | 'product.getUserMTVList2'): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = succeeded(await session.client.call(call, { pageSize: 1, ...(cursor ? { cursor } : {}) }), call);
      seen.push(...page.items.map((item) => item.b2cOrderId));
      ({ nextCursor: cursor } = page);
    } while (cursor);
    return seen;
  }

  it('a cursor walks the motor orders, then the motor policies, newest first, to their end', async () => {
    await session.signIn();
    const drafts = [await newMotorDraft(), await newMotorDraft(), await newMotorDraft()];
    await newDraft();
    expect(await walk('order.selectUserOrderInfoMTTS')).toEqual([...drafts].reverse());

    // Paid in place (the motor policy list reads paid motor orders; how they were paid is another test's).
    for (const [index, b2cOrderId] of drafts.entries()) {
      await session.tg.gateway.db.updateTable('orders').set({ status: 'paid', policy_no: `P-MTV-2026-9${String(index).padStart(5, '0')}` })
        .where('b2c_order_id', '=', b2cOrderId).execute();
    }
    expect(await walk('product.getUserMTVList2')).toEqual([...drafts].reverse());
  });
});

describe('messages', () => {
  it('a cursor walks the inbox one message at a time, newest first, to its end', async () => {
    const user = await session.signIn();
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (const [index, titleKey] of ['first', 'second', 'third'].entries()) {
      await insertMessage(session.tg.gateway.db, {
        messageId: `MSG-CURSOR-${user.userId}-${index}`, userId: user.userId, kind: 'policyIssued', titleKey, bodyKey: titleKey,
        params: {}, link: null, at: new Date(base + index * 1000).toISOString(),
      });
    }
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = succeeded(await session.client.call('message.list', { pageSize: 1, ...(cursor ? { cursor } : {}) }), 'message.list');
      seen.push(...page.items.map((message) => message.messageId));
      ({ nextCursor: cursor } = page);
    } while (cursor);
    expect(seen).toEqual([2, 1, 0].map((index) => `MSG-CURSOR-${user.userId}-${index}`));
  });
});
