/**
 * The login machine's actors bound to the gateway rows: user.smsCode, login.submit (its whole
 * envelope: the machine reads tipCode and tipType), user.verify (resetPwd), login.resetPwd and
 * user.setUsernameAndPwd. A call that resolves false rejects with {@link SHOWN_ERROR}: the API client has
 * already shown why. Free of React so the conformance replay runs exactly these against a live gateway.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/index.js';
import type { LoginResponse, LoginUser, ResetResult } from '../../../../flows/index.js';
import { PHONE_AREA_CODES, type PhoneAreaCode } from '../../../engine/index.js';

/**
 * The error text of a call whose refusal the API client has already shown as a toast: the screens show
 * nothing more for it (other errors, such as a login's tipMsg, are shown by the screen).
 */
export const SHOWN_ERROR = 'login:already-shown';

const shown = () => new Error(SHOWN_ERROR);

/** What the login machine's actors tell the screen besides their results. */
export interface LoginActorHooks {
  /** A code was sent: the resend countdown starts (seconds the gateway asks for, 0 when it does not say). */
  onCodeSent?(resendAfter: number): void;
}

/**
 * The machine carries the area code as text (flows import nothing of src); the page picks it from
 * PHONE_AREA_CODES, the only codes the gateway's rows take. Another is a programming error.
 */
function areaCodeOf(text: string): PhoneAreaCode {
  const known = PHONE_AREA_CODES.find((code) => code === text);
  if (known === undefined) throw new Error(`login: area code ${text} is none of ${PHONE_AREA_CODES.join(', ')}`);
  return known;
}

export function createLoginActors(api: ApiClient, hooks: LoginActorHooks = {}) {
  return {
    sendSmsCode: fromPromise<unknown, { areaCode: string; phone: string; purpose: 'login' | 'resetPwd' }>(async ({ input }) => {
      const result = await api.call('user.smsCode', { areaCode: areaCodeOf(input.areaCode), phone: input.phone, purpose: input.purpose });
      if (result === false) throw shown();
      hooks.onCodeSent?.(result.resendAfter);
      return result;
    }),
    submitLogin: fromPromise<LoginResponse, {
      loginType: 'smsCode' | 'password'; areaCode: string; phone: string; smsCode?: string; password?: string; recommender?: string;
      captchaId?: string; captchaCode?: string;
    }>(async ({ input }) => {
      const envelope = await api.callEnvelope('login.submit', { ...input, areaCode: areaCodeOf(input.areaCode) });
      if (envelope === false) throw shown();
      return envelope as unknown as LoginResponse;
    }),
    verifySmsCode: fromPromise<{ verifyToken: string | null }, { areaCode: string; phone: string; smsCode: string }>(async ({ input }) => {
      const result = await api.call('user.verify', { purpose: 'resetPwd', areaCode: areaCodeOf(input.areaCode), phone: input.phone, code: input.smsCode });
      if (result === false) throw shown();
      return { verifyToken: result.verifyToken };
    }),
    resetPassword: fromPromise<ResetResult, { verifyToken: string; password: string }>(async ({ input }) => {
      const result = await api.call('login.resetPwd', { verifyToken: input.verifyToken, password: input.password });
      if (result === false) throw shown();
      return { token: result.token, user: result.user as unknown as LoginUser };
    }),
    setPassword: fromPromise<LoginUser | null, { token: string; username: string; password: string }>(async ({ input }) => {
      const result = await api.call('user.setUsernameAndPwd', { username: input.username, password: input.password });
      if (result === false) throw shown();
      return result as unknown as LoginUser;
    }),
  };
}
