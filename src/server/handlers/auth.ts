/** Sign-in calls: SMS code, login, logout, the signed-in user's profile. */
import { TIP_CODES, type UserInfo } from '../../contract/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField } from '../gateway-error.js';
import { newUserId } from '../orders/order-numbers.js';
import { findUserByPhone, insertUser, type UserRow } from '../storage/users.repo.js';
import { callUser, type HandlerMap } from './handler-types.js';

/** The contract's view of a user. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    userId: user.user_id,
    username: user.username,
    areaCode: user.area_code,
    phone: user.phone,
    mail: user.mail,
    grade: user.grade,
    points: user.points,
  };
}

export function authHandlers(context: GatewayContext): Pick<HandlerMap, 'user.smsCode' | 'login.submit' | 'login.logout' | 'user.selectUserInfo'> {
  const { db, sessions, sms, now } = context;

  /** An unknown phone is registered on its first successful SMS login. */
  const userForPhone = async (areaCode: string, phone: string): Promise<UserRow> => {
    const existing = await findUserByPhone(db, areaCode, phone);
    if (existing) return existing;
    const user: UserRow = {
      user_id: newUserId(), area_code: areaCode, phone, username: null, mail: null, password_hash: null,
      grade: 'standard', points: 0, created_at: now().toISOString(),
    };
    try {
      await insertUser(db, user);
      return user;
    } catch (error) {
      // Two first logins of the same phone raced: the other one created the user.
      const raced = await findUserByPhone(db, areaCode, phone);
      if (raced) return raced;
      throw error;
    }
  };

  return {
    'user.smsCode': async ({ payload }) => {
      const { areaCode, phone } = payload as { areaCode: string; phone: string };
      return sms.send(areaCode, phone);
    },
    'login.submit': async ({ payload }) => {
      const { loginType, areaCode, phone, smsCode } = payload as { loginType: 'smsCode' | 'password'; areaCode: string; phone: string; smsCode?: string };
      if (loginType === 'password') {
        // No password can be set before the account endpoints (issue 5) exist: every phone gets the same answer,
        // registered or not, so the reply reveals nothing.
        throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.passwordNotSet');
      }
      if (smsCode === undefined) throw invalidField({ path: 'smsCode', name: 'smsCode', labelKey: 'login.code', keyword: 'required' });
      if (!(await sms.verify(areaCode, phone, smsCode))) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.smsCodeWrong');
      const user = await userForPhone(areaCode, phone);
      const token = await sessions.start(user.user_id);
      return { token, user: toUserInfo(user) };
    },
    'login.logout': async ({ token }) => {
      await sessions.end(token);
      return { loggedOut: true };
    },
    'user.selectUserInfo': async (call) => toUserInfo(callUser(call)),
  };
}
