/**
 * A travel claim offers only the places the policy's chosen area covers: a trip insured for Macao and Hong Kong
 * (area 08) is claimed in Macao or Hong Kong, not in Japan. product.json areas[].claimPlaces says where each area
 * applies; the place list for the claim follows the policy's own area, and saveInfo refuses any other place, naming it.
 */
import { describe, expect, it } from 'vitest';
import { buyTpsPolicy } from '../policy-services/policy-flow.js';
import { applyForClaim, placeRefusal, usePolicyInCover } from './policy-in-cover.js';

const held = usePolicyInCover((session) => buyTpsPolicy(session, { areaCode: '08' }));

describe('the places of a travel claim', () => {
  it('are the places the policy\'s area covers, and every place is refused outside them in the caller\'s language', async () => {
    const { client } = held.session;
    const info = await applyForClaim(held, 'TRAVEL_MEDICAL', 'Fell ill on the second day and saw a doctor.');
    const places = await client.call('claim.getClaimLocateList', { claimId: info.claimId });
    expect(places && places.items.map((place) => place.code)).toEqual(['MO', 'HK']);

    expect(await placeRefusal(held, info, 'JP')).toBe('This policy does not cover an incident in Japan: please choose a place where its cover applies');
    expect(await placeRefusal(held, info, 'GD', 'cn')).toBe('此保单不承保在广东省发生的事故，请选择保障适用的地点');
    expect(await placeRefusal(held, info, 'HK')).toBeNull();
  });

  it('are not told for a claim that is not the caller\'s', async () => {
    const info = await applyForClaim(held, 'TRAVEL_MEDICAL', 'Fell ill on the second day and saw a doctor.');
    await held.session.signIn();
    expect(await held.session.client.call('claim.getClaimLocateList', { claimId: info.claimId })).toBe(false);
  });
});
