/**
 * Sign-in calls: SMS code, login (by SMS code or password), logout, the signed-in user's profile.
 *
 * Password login answers the same message for an unknown phone, a phone without a password and a wrong
 * password, and costs the same time for each (a decoy hash). After {@link CAPTCHA_AFTER_FAILURES}
 * attempts for a phone within {@link FAILURE_WINDOW_MS} without a success, and after the client address's
 * budget of password logins per {@link ADDRESS_WINDOW_MS} ({@link LoginBudgets}), each attempt needs a
 * picture code: without one the answer is T01002 with tipType T (a notice, no token), the documented way
 * the storefront's "return the login response as is" is reached. Both counts are taken before the password
 * is hashed, each in one statement that counts and answers the number, so attempts sent at once cannot all
 * pass the check before any is counted, and an attempt the limits refuse costs no hash. A recommender that is not recorded (the phone was already registered, or
 * the code is unknown or the user's own) answers data.hideRecommender, the T00009 behaviour.
 */
import { TIP_CODES, type EndpointRequest, type UserInfo } from '../../contract/index.js';
import { checkCaptcha } from './captchas.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField } from '../gateway-error.js';
import { verifyPassword } from '../security/password-hash.js';
import { findProfile, type AccountProfileRow } from './account-profiles.repo.js';
import { addressBudgetKey } from '../security/client-address.js';
import { clearLoginFailures, countLoginAttempt } from './account-login-failures.repo.js';
import { countAddressLoginAttempt } from './login-address-attempts.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { recordInvitation } from '../engagement/invitations.repo.js';
import { userForPhone } from './register-user.js';
import { findUserByPhone, type UserRow } from './users.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import { callUser, type HandlersWithPrefix } from '../handlers/handler-types.js';

/** Failed password logins of a phone after which a picture code is needed. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this (since the last one) are forgotten. */
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The fixed window of the per-address budget: windows start at multiples of it since the epoch. */
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

/** How many password logins a client address may try per {@link ADDRESS_WINDOW_MS} before each needs a picture code. */
export interface LoginBudgets {
  /** Counted per IPv4 address or IPv6 /64, across every gateway instance on the database. */
  passwordLoginsPerAddress: number;
}

/**
 * 20 per quarter hour: a family or an office behind one address signs in freely, and a guesser from one
 * address solves a picture per guess after that (an address shared by a carrier's NAT is not locked out).
 */
export const DEFAULT_LOGIN_BUDGETS: Readonly<LoginBudgets> = { passwordLoginsPerAddress: 20 };

/** Masks a document number but its first and last 2 characters. */
function maskIdNumber(idNumber: string): string {
  return idNumber.length <= 4 ? '*'.repeat(idNumber.length) : `${idNumber.slice(0, 2)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-2)}`;
}

/** The contract's view of a user and their account profile (none yet: no avatar, no details). */
export function toUserInfo(user: UserRow, profile?: AccountProfileRow): UserInfo {
  const authentication = profile?.auth_name && profile.id_type && profile.id_number && profile.authenticated_at
    ? { name: profile.auth_name, idType: profile.id_type, idNumberMasked: maskIdNumber(profile.id_number), authenticatedAt: profile.authenticated_at }
    : null;
  return {
    userId: user.user_id,
    username: user.username,
    areaCode: user.area_code,
    phone: user.phone,
    mail: user.mail,
    grade: user.grade,
    points: user.points,
    headFileId: profile?.head_file_id ?? null,
    info: {
      nameZh: profile?.name_zh ?? null,
      nameEn: profile?.name_en ?? null,
      gender: profile?.gender ?? null,
      birthday: profile?.birthday ?? null,
      address: profile?.address ?? null,
      authentication,
    },
  };
}

/** {@link toUserInfo} with the user's profile read from the database. */
export async function loadUserInfo(db: GatewayDb, user: UserRow): Promise<UserInfo> {
  return toUserInfo(user, await findProfile(db, user.user_id));
}

type LoginPayload = EndpointRequest['login.submit'];

/** The sign-in handlers; `budgets` bounds the password logins of one client address. */
export function authHandlers(
  context: GatewayContext, budgets: LoginBudgets = DEFAULT_LOGIN_BUDGETS,
): HandlersWithPrefix<typeof coreRows, 'login.' | 'user.'> {
  const { db, sessions, sms, now } = context;

  const smsLogin = async ({ areaCode, phone, smsCode, recommender }: LoginPayload) => {
    if (smsCode === undefined) throw invalidField({ path: 'smsCode', name: 'smsCode', labelKey: 'login.code', keyword: 'required' });
    const wrongCode = () => new GatewayError(400, TIP_CODES.badRequest, 'gateway.smsCodeWrong');
    const codeId = await sms.check(areaCode, phone, smsCode);
    if (codeId === null) throw wrongCode();
    // The code spent, the account (a new one with its coupons and invitation) and the session in one transaction: one
    // commit, one sync of the log on SQLite, where each of these statements alone was a commit of its own (a new
    // customer's login waited on four syncs of a shared disk besides the nonce's and the guess's). A code another
    // request spent first rolls it all back.
    const { user, invited, token } = await db.transaction().execute(async (trx) => {
      if (!(await sms.spend(trx, codeId))) throw wrongCode();
      const { user: signedIn, created } = await userForPhone(trx, areaCode, phone, now());
      return {
        user: signedIn,
        invited: recommender !== undefined && created
          && await recordInvitation(trx, { inviteeUserId: signedIn.user_id, recommender, at: now().toISOString() }),
        token: await sessions.start(signedIn.user_id, trx),
      };
    });
    const info = await loadUserInfo(db, user);
    return recommender !== undefined && !invited ? { token, user: info, hideRecommender: true } : { token, user: info };
  };

  /** Counts the attempt for its address and its phone; throws unless the limits let it be hashed. */
  const admitPasswordAttempt = async ({ areaCode, phone, captchaId, captchaCode }: LoginPayload, clientAddress: string, at: Date) => {
    const windowStart = new Date(Math.floor(at.getTime() / ADDRESS_WINDOW_MS) * ADDRESS_WINDOW_MS).toISOString();
    const fromAddress = await countAddressLoginAttempt(db, addressBudgetKey(clientAddress), windowStart);
    const forPhone = await countLoginAttempt(db, areaCode, phone, at.toISOString(), new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString());
    const addressSpent = fromAddress > budgets.passwordLoginsPerAddress;
    if (addressSpent || forPhone > CAPTCHA_AFTER_FAILURES) {
      if (captchaId === undefined || captchaCode === undefined) {
        const messageKey = addressSpent ? 'gateway.account.captchaRequiredAddress' : 'gateway.account.captchaRequired';
        throw new GatewayError(400, TIP_CODES.loginReturnAsIs, messageKey, {}, 'T', { token: null, user: null, captchaRequired: true });
      }
      if (!(await checkCaptcha(db, at, captchaId, captchaCode))) {
        throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.account.captchaWrong', {}, 'E', { captchaRequired: true });
      }
    }
    // Whether the next attempt will need a picture code.
    return fromAddress >= budgets.passwordLoginsPerAddress || forPhone >= CAPTCHA_AFTER_FAILURES;
  };

  const passwordLogin = async (login: LoginPayload, clientAddress: string) => {
    const { areaCode, phone, password } = login;
    if (password === undefined) throw invalidField({ path: 'password', name: 'password', labelKey: 'login.password', keyword: 'required' });
    const captchaRequired = await admitPasswordAttempt(login, clientAddress, now());
    const user = await findUserByPhone(db, areaCode, phone);
    if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
      throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.account.loginFailed', {}, 'E', { captchaRequired });
    }
    await clearLoginFailures(db, areaCode, phone);
    const token = await sessions.start(user.user_id);
    return { token, user: await loadUserInfo(db, user) };
  };

  return {
    // The payload check already normalised the phone and held it to its area code's rules.
    'user.smsCode': async ({ payload, clientAddress }) => {
      const { areaCode, phone, purpose = 'login' } = payload;
      return sms.send(areaCode, phone, purpose === 'register' ? 'login' : purpose, clientAddress);
    },
    'login.submit': async ({ payload, clientAddress }) => {
      const login = payload;
      return login.loginType === 'password' ? passwordLogin(login, clientAddress) : smsLogin(login);
    },
    'login.logout': async ({ token }) => {
      await sessions.end(token);
      return { loggedOut: true };
    },
    'login.logoutAll': async (call) => ({ loggedOut: true, sessionsEnded: await sessions.endAll(callUser(call).user_id) }),
    'user.selectUserInfo': async (call) => loadUserInfo(db, callUser(call)),
  };
}
