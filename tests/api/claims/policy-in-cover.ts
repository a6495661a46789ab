/**
 * The set-up the claims api tests share: a fresh user buys a policy through the real client, and the gateway
 * clock moves three days into its cover, where a claim can be made; then a claim is applied for on it.
 */
import { afterAll, beforeAll } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { addDays } from '../../../src/server/calendar/macao-clock.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

/** The session and its policy, filled in once the file's beforeAll ran. */
export interface PolicyInCover {
  session: ClientSession;
  policy: OrderDetail;
}

/**
 * Registers the file's beforeAll (sign in, buy with `buy`, move the clock into the cover, sign in again: the
 * first session idled out while the clock moved) and afterAll (stop the gateway).
 */
export function usePolicyInCover(buy: (session: ClientSession) => Promise<OrderDetail>): PolicyInCover {
  let shift = 0;
  const held = {} as PolicyInCover;
  beforeAll(async () => {
    held.session = await startClientSession({ clock: () => Date.now() + shift });
    const phone = freshPhone();
    await held.session.signIn(phone);
    held.policy = await buy(held.session);
    shift = Date.parse(`${addDays(String(held.policy.commDate), 3)}T04:00:00Z`) - Date.now();
    await held.session.signIn(phone);
  });
  afterAll(async () => {
    await held.session.stop();
  });
  return held;
}

/** A claim applied for on the policy, dated the day after its cover starts, and the info saveInfo takes for it. */
export async function applyForClaim({ session, policy }: PolicyInCover, claimType: string, description: string) {
  const incidentDate = addDays(String(policy.commDate), 1);
  const applied = await session.client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate });
  if (!applied) throw new Error(`apply failed: ${session.lastToast() ?? ''}`);
  return { claimId: applied.claimId, claimType, incidentDate, description, amount: 4200 };
}

/**
 * Saves `info` with the place `locateCode`, the caller reading `lang`: the refusal it shows, or null when the place
 * is taken. The session reads English again afterwards.
 */
export async function placeRefusal(
  { session }: PolicyInCover, info: Awaited<ReturnType<typeof applyForClaim>>, locateCode: string, lang: 'tw' | 'cn' | 'en' = 'en',
): Promise<string | null> {
  session.setLang(lang);
  const saved = await session.client.call('claim.saveInfo', { ...info, locateCode });
  session.setLang('en');
  return saved === false ? session.lastToast() : null;
}
