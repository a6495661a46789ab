/**
 * The claim types the claim page asks for: a product line the claim rows know is sent as the query's line; a
 * line they do not know (the engine's product lines include business, which has no claim types of its own) is
 * not sent, since the row's schema offers only the claim lines: the page lists every type instead of being
 * refused. The request type (EndpointRequest['claim.getClaimTypes']) is what made this case visible.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createClaimActors } from '../../../src/app/pages/claims/claim-actors.js';
import { fakeApi } from '../support/render-with-app.js';
import { TRAVEL_DELAY } from './claim-samples.js';

async function claimTypesFor(line: string) {
  const api = fakeApi({ 'claim.getClaimTypes': { items: [TRAVEL_DELAY] } });
  const actors = createClaimActors(api, () => 'failed');
  const types = await toPromise(createActor(actors.loadClaimTypes, { input: { line } }).start());
  return { types, sent: api.calls.map((call) => call.payload) };
}

describe('the claim types query', () => {
  it('sends a claim line as it is', async () => {
    const { types, sent } = await claimTypesFor('travel');
    expect(sent).toEqual([{ line: 'travel' }]);
    expect(types).toEqual([TRAVEL_DELAY]);
  });

  it('asks for every type for a product line the claim rows do not know, instead of a line the gateway refuses', async () => {
    expect((await claimTypesFor('business')).sent).toEqual([{}]);
    expect((await claimTypesFor('')).sent).toEqual([{}]);
  });
});
