/**
 * The login pages (docs/spec/storefront-spec.md#2-screens-and-routes: login, login/smsCode, login/loginPwd, login/forgotPwd, login/setPwd,
 * login/setPwd/login) as one machine, started in the mode of the page.
 *
 * - SMS code: send a code to the phone, submit it. Password: submit phone and password (and, once the
 *   gateway asks for it, a picture code: captchaId and captchaCode).
 * - The login response (docs/spec/storefront-spec.md#login-responses): T00009 hides the recommender (back on the
 *   form; a success with data.hideRecommender hides it too); T01002 with tipType T is returned as is (the
 *   `answered` state holds it) and no token is stored; otherwise a response with a token stores it (the
 *   `storeSession` action) and the machine ends with `{ token, user }`, which the app hands to the
 *   session machine as LOGIN_OK (the session machine opens the remembered callback once); any other
 *   failing response stays on the form with its tipMsg. A response whose data says captchaRequired
 *   makes the password form ask for the picture code from then on.
 * - Forgot password: send a code (purpose resetPwd), verify it (a one-time verifyToken), set a new
 *   password: the reset signs in (login.resetPwd answers token and user like a login), so the machine
 *   stores that session and ends signed in.
 * - Set password: a signed-in user sets a username and password; "set password then login" logs in by
 *   SMS first when there is no session, then asks for the password (or lets the user skip) before ending
 *   signed in.
 */
import { assign, setup } from 'xstate';
import { actionNotProvided, actorNotProvided, messageOf } from './placeholders.js';

/** The machine's id; state paths are relative to it. */
export const LOGIN_MACHINE_ID = 'login';

/** Which login page started the machine. */
export type LoginMode = 'choose' | 'sms' | 'password' | 'forgotPwd' | 'setPwd' | 'setPwdThenLogin';

/** The signed-in user as the gateway describes them. */
export type LoginUser = Record<string, unknown>;

/** POST /api/login/submit's envelope, as the submitLogin actor resolves it (it rejects only when there is no answer). */
export interface LoginResponse {
  succ: boolean;
  tipCode: string | null;
  tipType: string | null;
  tipMsg: string | null;
  data: { token: string | null; user: LoginUser | null; hideRecommender?: boolean; captchaRequired?: boolean } | null;
}

/** What a password reset answers: a new session, like a login. */
export interface ResetResult {
  token: string;
  user: LoginUser | null;
}

/** What the login screens know. */
export interface LoginContext {
  mode: LoginMode;
  areaCode: string | null;
  phone: string | null;
  smsCode: string | null;
  codeSent: boolean;
  loginType: 'smsCode' | 'password' | null;
  recommenderHidden: boolean;
  /** The gateway asked for a picture code with password logins (after 3 failures). */
  captchaRequired: boolean;
  /** The one-time token of a verified resetPwd SMS code (forgot password). */
  verifyToken: string | null;
  /** The T01002 response, returned as is for the screen to show. */
  response: LoginResponse | null;
  token: string | null;
  user: LoginUser | null;
  error: string | null;
}

/** How a login page starts; `token` is the current session's, for the set-password page. */
export interface LoginInput {
  mode: LoginMode;
  token?: string | null;
}

/** What the login screens send. */
export type LoginEvent =
  | { type: 'USE_SMS' }
  | { type: 'USE_PASSWORD' }
  | { type: 'FORGOT' }
  | { type: 'BACK' }
  | { type: 'SEND_CODE'; areaCode: string; phone: string }
  | { type: 'SUBMIT_SMS'; areaCode: string; phone: string; smsCode: string; recommender?: string }
  | {
    type: 'SUBMIT_PASSWORD'; areaCode: string; phone: string; password: string; recommender?: string;
    captchaId?: string; captchaCode?: string;
  }
  | { type: 'VERIFY'; smsCode: string }
  | { type: 'SET_PASSWORD'; password: string; username?: string }
  | { type: 'SKIP' };

/** The machine's output once signed in. */
export interface LoginOutput {
  token: string | null;
  user: LoginUser | null;
}

/** The spec's login response codes. */
export const LOGIN_TIP_CODES = { hideRecommender: 'T00009', returnAsIs: 'T01002' } as const;

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const LOGIN_ACTORS = ['sendSmsCode', 'submitLogin', 'verifySmsCode', 'resetPassword', 'setPassword'] as const;
/** Every action the app must provide. */
export const LOGIN_ACTIONS = ['storeSession'] as const;

/** Whether a login response is T01002 with tipType T: returned as is, no token stored. */
export function isReturnedAsIs(response: LoginResponse): boolean {
  return response.tipCode === LOGIN_TIP_CODES.returnAsIs && response.tipType === 'T';
}

const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    sendSmsCode: actorNotProvided<unknown, { areaCode: string; phone: string; purpose: 'login' | 'resetPwd' }>(LOGIN_MACHINE_ID, 'sendSmsCode'),
    submitLogin: actorNotProvided<LoginResponse, {
      loginType: 'smsCode' | 'password'; areaCode: string; phone: string; smsCode?: string; password?: string; recommender?: string;
      captchaId?: string; captchaCode?: string;
    }>(LOGIN_MACHINE_ID, 'submitLogin'),
    verifySmsCode: actorNotProvided<{ verifyToken: string | null }, { areaCode: string; phone: string; smsCode: string }>(LOGIN_MACHINE_ID, 'verifySmsCode'),
    resetPassword: actorNotProvided<ResetResult, { verifyToken: string; password: string }>(LOGIN_MACHINE_ID, 'resetPassword'),
    setPassword: actorNotProvided<LoginUser | null, { token: string; username: string; password: string }>(LOGIN_MACHINE_ID, 'setPassword'),
  },
  actions: {
    storeSession: actionNotProvided<{ token: string; user: LoginUser | null }>(LOGIN_MACHINE_ID, 'storeSession'),
  },
  guards: {
    codeSent: ({ context }) => context.codeSent && context.phone !== null,
    verified: ({ context }) => context.verifyToken !== null,
    hasToken: ({ context }) => context.token !== null,
    loggingInBySms: ({ context }) => context.loginType === 'smsCode',
    setsPasswordAfterLogin: ({ context }) => context.mode === 'setPwdThenLogin',
  },
});

/** A password is read from the event that entered the calling state, never kept in the context (snapshots are inspectable). */
function passwordOf(event: LoginEvent): string {
  return event.type === 'SET_PASSWORD' || event.type === 'SUBMIT_PASSWORD' ? event.password : '';
}

/** Whether a login response asks for the picture code from now on. */
function asksCaptcha(response: LoginResponse): boolean {
  return response.data?.captchaRequired === true;
}

/** The login machine; start it with the mode of the page. */
export const loginMachine = loginSetup.createMachine({
  id: LOGIN_MACHINE_ID,
  initial: 'start',
  context: ({ input }) => ({
    mode: input.mode,
    areaCode: null,
    phone: null,
    smsCode: null,
    codeSent: false,
    loginType: null,
    recommenderHidden: false,
    captchaRequired: false,
    verifyToken: null,
    response: null,
    token: input.token ?? null,
    user: null,
    error: null,
  }),
  output: ({ context }) => ({ token: context.token, user: context.user }),
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.mode === 'setPwdThenLogin' && context.token !== null, target: 'setPassword' },
        { guard: ({ context }) => context.mode === 'sms' || context.mode === 'setPwdThenLogin', target: 'sms' },
        { guard: ({ context }) => context.mode === 'password', target: 'password' },
        { guard: ({ context }) => context.mode === 'forgotPwd', target: 'forgot' },
        { guard: ({ context }) => context.mode === 'setPwd' && context.token !== null, target: 'setPassword' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: { USE_SMS: 'sms', USE_PASSWORD: 'password', FORGOT: 'forgot' },
    },
    sms: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SEND_CODE: { target: 'sendingCode', actions: assign(({ event }) => ({ areaCode: event.areaCode, phone: event.phone, error: null })) },
          },
        },
        // The code can be in the customer's hands before its request has answered (the SMS is sent first), and
        // a code of an earlier visit still works: the submit is taken while sending too, never silently dropped.
        sendingCode: {
          invoke: {
            id: 'sendSmsCode',
            src: 'sendSmsCode',
            input: ({ context }) => ({ areaCode: context.areaCode ?? '', phone: context.phone ?? '', purpose: 'login' as const }),
            onDone: { target: 'editing', actions: assign({ codeSent: true }) },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        },
      },
      on: {
        USE_PASSWORD: 'password',
        BACK: 'choosing',
        // The gateway checks the code, so no codeSent guard.
        SUBMIT_SMS: {
          target: '#login.submitting',
          actions: assign(({ event }) => ({ loginType: 'smsCode' as const, areaCode: event.areaCode, phone: event.phone, smsCode: event.smsCode, error: null })),
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_PASSWORD: {
              target: '#login.submitting',
              actions: assign(({ event }) => ({ loginType: 'password' as const, areaCode: event.areaCode, phone: event.phone, error: null })),
            },
          },
        },
      },
      on: { USE_SMS: 'sms', FORGOT: 'forgot', BACK: 'choosing' },
    },
    submitting: {
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context, event }) => {
          const base = { areaCode: context.areaCode ?? '', phone: context.phone ?? '' };
          const recommender = 'recommender' in event && !context.recommenderHidden ? { recommender: event.recommender } : {};
          if (event.type === 'SUBMIT_PASSWORD') {
            const captcha = event.captchaId !== undefined && event.captchaCode !== undefined ? { captchaId: event.captchaId, captchaCode: event.captchaCode } : {};
            return { loginType: 'password' as const, ...base, password: passwordOf(event), ...recommender, ...captcha };
          }
          return { loginType: 'smsCode' as const, ...base, smsCode: context.smsCode ?? '', ...recommender };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.tipCode === LOGIN_TIP_CODES.hideRecommender,
            target: 'backToForm',
            actions: assign(({ event }) => ({ recommenderHidden: true, error: event.output.tipMsg })),
          },
          {
            guard: ({ event }) => isReturnedAsIs(event.output),
            target: 'answered',
            actions: assign(({ context, event }) => ({ response: event.output, captchaRequired: context.captchaRequired || asksCaptcha(event.output) })),
          },
          {
            guard: ({ event }) => typeof event.output.data?.token === 'string' && event.output.data.token.length > 0,
            target: 'signedIn',
            actions: [
              assign(({ context, event }) => ({
                token: event.output.data?.token ?? null, user: event.output.data?.user ?? null, response: null, captchaRequired: false,
                recommenderHidden: context.recommenderHidden || event.output.data?.hideRecommender === true,
              })),
              { type: 'storeSession', params: ({ event }) => ({ token: event.output.data?.token ?? '', user: event.output.data?.user ?? null }) },
            ],
          },
          {
            target: 'backToForm',
            actions: assign(({ context, event }) => ({
              error: event.output.tipMsg ?? event.output.tipCode ?? 'login failed',
              captchaRequired: context.captchaRequired || asksCaptcha(event.output),
            })),
          },
        ],
        onError: { target: 'backToForm', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    backToForm: {
      always: [{ guard: 'loggingInBySms', target: 'sms.editing' }, { target: 'password.editing' }],
    },
    // T01002 with tipType T: the screen shows the response; no token was stored.
    answered: {
      on: { BACK: 'backToForm' },
    },
    signedIn: {
      always: [{ guard: 'setsPasswordAfterLogin', target: 'setPassword' }, { target: 'done' }],
    },
    setPassword: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SET_PASSWORD: { guard: 'hasToken', target: 'saving' },
            SKIP: { guard: 'setsPasswordAfterLogin', target: '#login.done' },
          },
        },
        saving: {
          invoke: {
            id: 'setPassword',
            src: 'setPassword',
            input: ({ context, event }) => ({
              token: context.token ?? '', username: event.type === 'SET_PASSWORD' ? event.username ?? '' : '', password: passwordOf(event),
            }),
            onDone: [
              { guard: 'setsPasswordAfterLogin', target: '#login.done', actions: assign(({ context, event }) => ({ user: event.output ?? context.user, error: null })) },
              { target: '#login.passwordSet', actions: assign(({ context, event }) => ({ user: event.output ?? context.user, error: null })) },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        },
      },
    },
    forgot: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SEND_CODE: {
              target: 'sendingCode',
              actions: assign(({ event }) => ({ areaCode: event.areaCode, phone: event.phone, codeSent: false, verifyToken: null, error: null })),
            },
            VERIFY: { guard: 'codeSent', target: 'verifying', actions: assign(({ event }) => ({ smsCode: event.smsCode, error: null })) },
          },
        },
        sendingCode: {
          invoke: {
            id: 'sendSmsCode',
            src: 'sendSmsCode',
            input: ({ context }) => ({ areaCode: context.areaCode ?? '', phone: context.phone ?? '', purpose: 'resetPwd' as const }),
            onDone: { target: 'editing', actions: assign({ codeSent: true }) },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
          // The SMS can reach the phone before its request has answered: the code typed then is checked (and
          // counts as sent, should it be refused and typed again).
          on: { VERIFY: { target: 'verifying', actions: assign(({ event }) => ({ smsCode: event.smsCode, codeSent: true, error: null })) } },
        },
        verifying: {
          invoke: {
            id: 'verifySmsCode',
            src: 'verifySmsCode',
            input: ({ context }) => ({ areaCode: context.areaCode ?? '', phone: context.phone ?? '', smsCode: context.smsCode ?? '' }),
            onDone: [
              { guard: ({ event }) => Boolean(event.output.verifyToken), target: 'newPassword', actions: assign(({ event }) => ({ verifyToken: event.output.verifyToken })) },
              { target: 'editing', actions: assign({ error: 'no verify token' }) },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        },
        newPassword: {
          on: { SET_PASSWORD: { guard: 'verified', target: 'resetting' } },
        },
        resetting: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => ({ verifyToken: context.verifyToken ?? '', password: passwordOf(event) }),
            // The reset answers a new session (login.resetPwd): store it and end signed in.
            onDone: [
              {
                guard: ({ event }) => event.output.token.length > 0,
                target: '#login.done',
                actions: [
                  assign(({ event }) => ({ token: event.output.token, user: event.output.user, verifyToken: null, error: null })),
                  { type: 'storeSession', params: ({ event }) => ({ token: event.output.token, user: event.output.user }) },
                ],
              },
              { target: '#login.password', actions: assign({ verifyToken: null, error: null }) },
            ],
            // The verifyToken is single use and may be spent: a refused password is typed again, a dead token needs a new code.
            onError: { target: 'newPassword', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        },
      },
      on: { BACK: 'password' },
    },
    done: { type: 'final' },
    passwordSet: { type: 'final' },
  },
});

/** The login machine's type. */
export type LoginMachine = typeof loginMachine;
