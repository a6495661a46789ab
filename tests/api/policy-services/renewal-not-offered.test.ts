/**
 * A policy of one trip is not offered for renewal: seen in the hand walk-through, a 7-day TPS trip showed "續保"
 * right after purchase. product.json renewal.offered false (the one-trip travel products, TPS included) keeps its
 * policies out of the renewal list, and the gateway refuses their renewal in the caller's language; an annual
 * travel policy (TPT), renewed as before, is still listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { buyCatalogPolicy, buyTpsPolicy, buyTripPolicy } from './policy-flow.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

/** 10:00 in Macao on 10 March 2026, when the annual policy is bought. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');
/** 10:00 in Macao on 20 February 2027: the annual policy expires within the renewal window, the trips bought then too. */
const TRIPS_BOUGHT = Date.parse('2027-02-20T02:00:00Z');

let time = BOUGHT;
let session: ClientSession;
let annual: OrderDetail;
const trips: Record<'THM' | 'TPS', OrderDetail | null> = { THM: null, TPS: null };

beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
  const phone = freshPhone();
  await session.signIn(phone);
  annual = await buyCatalogPolicy(session, 'TPT');
  time = TRIPS_BOUGHT;
  await session.signIn(phone);
  trips.THM = await buyTripPolicy(session, 'THM', { planCode: 'BASIC' });
  trips.TPS = await buyTpsPolicy(session);
});
afterAll(async () => {
  await session.stop();
});

/** The order of a trip bought in beforeAll. */
function tripOf(code: keyof typeof trips): string {
  const trip = trips[code];
  if (!trip) throw new Error(`no ${code} trip was bought`);
  return trip.b2cOrderId;
}

describe('a policy of one trip', () => {
  it('is not in the renewal list, though it expires within the renewal window (THM, TPS)', async () => {
    for (const code of ['THM', 'TPS'] as const) expect(trips[code]?.expiryDate).toBe('2027-02-26');
    const listed = await session.client.call('renewal.list');
    expect(listed && listed.items.map((item) => item.b2cOrderId)).toEqual([annual.b2cOrderId]);
  });

  it.each(['THM', 'TPS'] as const)('is refused a renewal offer and a renewal order, saying to buy for the next trip (%s, en, tw, cn)', async (code) => {
    const b2cOrderId = tripOf(code);
    expect(await session.client.call('renewal.detail', { b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('This policy covers one trip and is not renewed: please buy a new policy for your next trip');
    session.setLang('tw');
    expect(await session.client.call('renewal.updateAndSaveMts', { b2cOrderId, formData: {} })).toBe(false);
    expect(session.lastToast()).toBe('此保單只保障一次旅程，不設續保：下次出行請購買新保單');
    session.setLang('cn');
    expect(await session.client.call('renewal.detail', { b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('此保单只保障一次旅程，不设续保：下次出行请购买新保单');
    session.setLang('en');
  });
});
