/**
 * A claim names a place where the policy's cover applies: seen in the hand walk-through, a Macao car policy's
 * claim offered Japan and the United States. product.json claimPlaces says where a product's cover applies; the
 * place list follows it for the policy's product, and saveInfo refuses any other place, naming it.
 */
import { describe, expect, it } from 'vitest';
import { buyMtvPolicy } from '../policy-services/policy-flow.js';
import { applyForClaim, placeRefusal, usePolicyInCover } from './policy-in-cover.js';

const held = usePolicyInCover(buyMtvPolicy);

describe('the places of a claim', () => {
  it('are the product\'s claimPlaces for a car policy, and every place for a travel policy or none named', async () => {
    const { client } = held.session;
    const car = await client.call('claim.getClaimLocateList', { productCode: 'MTV' });
    expect(car && car.items).toEqual([{ code: 'MO', name: 'Macao', region: 'macao' }]);
    const travel = await client.call('claim.getClaimLocateList', { productCode: 'TPS' });
    expect(travel && travel.items.map((place) => place.code)).toEqual(expect.arrayContaining(['MO', 'JP', 'US']));
    const all = await client.call('claim.getClaimLocateList', {});
    expect(all && all.items.length).toBe(travel && travel.items.length);
  });

  it('refuses a car claim in Japan with the place named in the caller\'s language, and takes Macao', async () => {
    const info = await applyForClaim(held, 'MOTOR_COLLISION', 'Reversed into a pillar in the car park.');
    expect(await placeRefusal(held, info, 'JP')).toBe('This policy does not cover an incident in Japan: please choose a place where its cover applies');
    expect(await placeRefusal(held, info, 'US', 'tw')).toBe('此保單不承保在美國發生的事故，請選擇保障適用的地點');
    expect(await placeRefusal(held, info, 'MO')).toBeNull();
  });
});
