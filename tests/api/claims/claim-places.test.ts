/**
 * A claim names a place where the policy's cover applies: seen in the hand walk-through, a Macao car policy's
 * claim offered Japan and the United States. product.json claimPlaces says where a product's cover applies; the
 * place list follows it for the policy's product, and saveInfo refuses any other place, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { addDays } from '../../../src/server/calendar/macao-clock.js';
import { buyMtvPolicy } from '../policy-services/policy-flow.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

let shift = 0;
let session: ClientSession;
let policy: OrderDetail;

beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.now() + shift });
  const phone = freshPhone();
  await session.signIn(phone);
  policy = await buyMtvPolicy(session);
  // Into the cover (a new session: the old one idled out while the clock moved).
  shift = Date.parse(`${addDays(String(policy.commDate), 3)}T04:00:00Z`) - Date.now();
  await session.signIn(phone);
});
afterAll(async () => {
  await session.stop();
});

describe('the places of a claim', () => {
  it('are the product\'s claimPlaces for a car policy, and every place for a travel policy or none named', async () => {
    const { client } = session;
    const car = await client.call('claim.getClaimLocateList', { productCode: 'MTV' });
    expect(car && car.items).toEqual([{ code: 'MO', name: 'Macao', region: 'macao' }]);
    const travel = await client.call('claim.getClaimLocateList', { productCode: 'TPS' });
    expect(travel && travel.items.map((place) => place.code)).toEqual(expect.arrayContaining(['MO', 'JP', 'US']));
    const all = await client.call('claim.getClaimLocateList', {});
    expect(all && all.items.length).toBe(travel && travel.items.length);
  });

  it('refuses a car claim in Japan with the place named in the caller\'s language, and takes Macao', async () => {
    const { client } = session;
    const incidentDate = addDays(String(policy.commDate), 1);
    const applied = await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate });
    if (!applied) throw new Error(`apply failed: ${session.lastToast() ?? ''}`);
    const info = { claimId: applied.claimId, claimType: 'MOTOR_COLLISION', incidentDate, description: 'Reversed into a pillar in the car park.', amount: 4200 };

    expect(await client.call('claim.saveInfo', { ...info, locateCode: 'JP' })).toBe(false);
    expect(session.lastToast()).toBe('This policy does not cover an incident in Japan: please choose a place where its cover applies');
    session.setLang('tw');
    expect(await client.call('claim.saveInfo', { ...info, locateCode: 'US' })).toBe(false);
    expect(session.lastToast()).toBe('此保單不承保在美國發生的事故，請選擇保障適用的地點');
    session.setLang('en');

    const saved = await client.call('claim.saveInfo', { ...info, locateCode: 'MO' });
    expect(saved && saved.locateCode).toBe('MO');
  });
});
