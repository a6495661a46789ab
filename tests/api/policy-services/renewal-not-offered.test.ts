/**
 * A policy of one trip is not offered for renewal: seen in the hand walk-through, a 7-day trip showed "續保" right
 * after purchase. product.json renewal.offered false (the one-trip travel products) keeps its policies out of
 * the renewal list, and the gateway refuses their renewal in the caller's language; a product renewed as before
 * (TPS here) is still listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { buyTpsPolicy, buyTripPolicy } from './policy-flow.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
let trip: OrderDetail;
let renewed: OrderDetail;

beforeAll(async () => {
  session = await startClientSession();
  await session.signIn();
  trip = await buyTripPolicy(session, 'THM', { planCode: 'BASIC' });
  renewed = await buyTpsPolicy(session);
});
afterAll(async () => {
  await session.stop();
});

describe('a policy of one trip', () => {
  it('is not in the renewal list, though it expires within the renewal window', async () => {
    const listed = await session.client.call('renewal.list');
    expect(listed && listed.items.map((item) => item.b2cOrderId)).toEqual([renewed.b2cOrderId]);
  });

  it('is refused a renewal offer and a renewal order, saying to buy for the next trip (en, tw)', async () => {
    expect(await session.client.call('renewal.detail', { b2cOrderId: trip.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('This policy covers one trip and is not renewed: please buy a new policy for your next trip');
    session.setLang('tw');
    expect(await session.client.call('renewal.updateAndSaveMts', { b2cOrderId: trip.b2cOrderId, formData: {} })).toBe(false);
    expect(session.lastToast()).toBe('此保單只保障一次旅程，不設續保：下次出行請購買新保單');
    session.setLang('en');
  });
});
