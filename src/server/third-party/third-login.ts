/**
 * Signing in with a third-party account: the open id the app vouched for (by auth code, token or a
 * confirmed OAuth state) names the storefront user to sign in. A bound open id signs its user in; an OAuth
 * state issued to a signed-in user binds the open id to that user; an unbound open id signs in the
 * account of the phone the app verified (registering it, as a first SMS login would) and binds it.
 * Every third-party login renews the binding's authorisation for the app's auth_days.
 */
import type { GatewayContext } from '../gateway-context.js';
import { findBindingByOpenId, saveBinding, type ThirdAppRow } from './third-party.repo.js';
import { findSandboxAccount } from './third-sandbox.repo.js';
import { findUserById, type UserRow } from '../account/users.repo.js';
import { userForPhone } from '../account/register-user.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user the app's open id signs in (bound now), or why none: the caller hands out the session its own way. */
export type ThirdLoginResult = { ok: true; user: UserRow } | { ok: false; reason: 'openIdTaken' | 'accountUnknown' };

export type ThirdLogin = (app: ThirdAppRow, openId: string, bindUserId: string | null) => Promise<ThirdLoginResult>;

export function createThirdLogin(context: GatewayContext): ThirdLogin {
  const { db, now } = context;

  const resolveUser = async (app: ThirdAppRow, openId: string, bindUserId: string | null): Promise<UserRow | ThirdLoginResult> => {
    const binding = await findBindingByOpenId(db, app.app_type, openId);
    if (bindUserId !== null) {
      if (binding && binding.user_id !== bindUserId) return { ok: false, reason: 'openIdTaken' };
      return (await findUserById(db, bindUserId)) ?? { ok: false, reason: 'accountUnknown' };
    }
    if (binding) return (await findUserById(db, binding.user_id)) ?? { ok: false, reason: 'accountUnknown' };
    const account = await findSandboxAccount(db, app.app_id, openId);
    return account ? (await userForPhone(db, account.area_code, account.phone, now())).user : { ok: false, reason: 'accountUnknown' };
  };

  return async (app, openId, bindUserId) => {
    const resolved = await resolveUser(app, openId, bindUserId);
    if ('ok' in resolved) return resolved;
    const at = now();
    await saveBinding(db, {
      user_id: resolved.user_id, app_type: app.app_type, open_id: openId,
      created_at: at.toISOString(), authorised_until: new Date(at.getTime() + app.auth_days * DAY_MS).toISOString(),
    });
    return { ok: true, user: resolved };
  };
}
