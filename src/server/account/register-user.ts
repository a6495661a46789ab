/**
 * The user of a phone, registered on first sign-in (by SMS code or through a third-party app that
 * vouches for the phone). A new user gets the new-user coupons.
 */
import { newUserId } from '../orders/order-numbers.js';
import { issueNewUserCoupons } from '../engagement/coupons.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { findUserByPhone, insertUser, type UserRow } from './users.repo.js';
import { requirePhone } from '../validation/phone-fields.js';
import { insideSavepoint } from '../storage/savepoint.js';

/**
 * The user of the phone, created when new. The phone is normalised and held to the phone rules (docs/spec/storefront-spec.md#phone) here too,
 * whoever vouched for it, so no path registers a second account for one number.
 */
export async function userForPhone(db: GatewayDb, areaCode: string, typedPhone: string, now: Date): Promise<{ user: UserRow; created: boolean }> {
  const phone = requirePhone(areaCode, typedPhone);
  const existing = await findUserByPhone(db, areaCode, phone);
  if (existing) return { user: existing, created: false };
  const user: UserRow = {
    user_id: newUserId(), area_code: areaCode, phone, username: null, mail: null, password_hash: null,
    grade: 'standard', points: 0, created_at: now.toISOString(),
  };
  try {
    // In the sign-in's transaction (./sign-in.handlers.ts) a refused insert must leave it usable for the look-up below.
    await insideSavepoint(db, () => insertUser(db, user));
  } catch (error) {
    // Two first sign-ins of the same phone raced: the other one created the user.
    const raced = await findUserByPhone(db, areaCode, phone);
    if (raced) return { user: raced, created: false };
    throw error;
  }
  await issueNewUserCoupons(db, user.user_id, now);
  return { user, created: true };
}
