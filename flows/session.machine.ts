/**
 * The session of the storefront (docs/spec/storefront-spec.md#session), app-wide: who is signed in, what ends a
 * session and where the user goes then, the login callback, and logout.
 *
 * - S00001 (not logged in) and S00002 (timed out) both end the session; S00002 also clears the token
 *   and user info. Then, by channel: telecom app -> its hand-off page with type timeOut; bank app -> its
 *   hand-off page; otherwise -> login. The page the session ended on is remembered as the login callback
 *   when it is the add-information page (spec) or when it holds entered form data, so after the next login
 *   the user is back on the same page with the same values (the callback opens once and is cleared).
 * - Logout calls the gateway, then clears token, user info and third-party info, even if the call failed.
 *
 * Pure: the context is the session as the flow knows it; every change is followed by the `persist`
 * action (the app writes its params to storage) and every page change is a `navigate` action.
 */
import { assign, setup } from 'xstate';
import type { FormData } from './types.js';
import { actionNotProvided, actorNotProvided } from './placeholders.js';

/** The machine's id; state paths are relative to it. */
export const SESSION_MACHINE_ID = 'session';

/** The page whose full path the spec remembers as the login callback. */
export const ADD_INFORMATION_PATH = '/pages/myPolicy/addInformation/index';

/** Where the storefront runs, detected from the user agent by the app (docs/spec/storefront-spec.md#1-what-the-product-does-and-for-whom). */
export type Channel = 'bank' | 'telecom' | 'payment' | 'wechat' | 'web';

/** The signed-in user as the gateway describes them (the contract's UserInfo fits). */
export type SessionUser = Record<string, unknown>;

/** Third-party login data stored by the hand-off page. */
export type ThirdUserInfo = Record<string, unknown>;

/** The page a session ended on: its full path (with query) and the values entered on it, if any. */
export interface SessionPage {
  path: string;
  formData?: FormData;
}

/** Session-ending server codes. */
export type SessionEndCode = 'S00001' | 'S00002';

/** What the session knows. */
export interface SessionContext {
  channel: Channel;
  token: string | null;
  user: SessionUser | null;
  thirdUserInfo: ThirdUserInfo | null;
  /** Where the next login goes, once (persisted, so it survives the hand-off pages and reloads). */
  callback: SessionPage | null;
  /** The callback being opened: the screen at `path` takes `formData` from here, then sends RESUMED. */
  resumeTo: SessionPage | null;
  endedBy: SessionEndCode | null;
  /** The full path of the page the session last ended on, for the hand-off pages to come back to. */
  endedOn: string | null;
}

/** How the session starts: the channel and what storage holds. */
export interface SessionInput {
  channel: Channel;
  token?: string | null;
  user?: SessionUser | null;
  thirdUserInfo?: ThirdUserInfo | null;
  callback?: SessionPage | null;
}

/** What the app sends: API client events, the login screens' result, the hand-off page, logout. */
export type SessionEvent =
  | { type: 'SESSION_END'; code: SessionEndCode; page: SessionPage }
  | { type: 'LOGIN_OK'; token: string; user: SessionUser | null }
  | { type: 'THIRD_USER'; info: ThirdUserInfo }
  | { type: 'RESUMED' }
  | { type: 'LOGOUT' };

/** Where the app must send the user. */
export type SessionNavigation =
  | { to: 'login' }
  | { to: 'handOff'; channel: 'bank' | 'telecom'; type: 'timeOut' | null; redirectUrl: string }
  | { to: 'callback'; path: string; formData?: FormData };

/** What the app writes to storage after every change. */
export interface PersistedSession {
  token: string | null;
  user: SessionUser | null;
  thirdUserInfo: ThirdUserInfo | null;
  callback: SessionPage | null;
}

/** Every actor the app must provide (GET /api/logout). */
export const SESSION_ACTORS = ['logout'] as const;
/** Every action the app must provide. */
export const SESSION_ACTIONS = ['persist', 'navigate'] as const;

/** The page to remember as the login callback, or null (spec: the add-information page; here also pages with entered data). */
function callbackFor(page: SessionPage): SessionPage | null {
  const pathname = page.path.split('?')[0];
  if (page.formData !== undefined) return { path: page.path, formData: page.formData };
  return pathname === ADD_INFORMATION_PATH ? { path: page.path } : null;
}

const persisted = ({ context }: { context: SessionContext }): PersistedSession => ({
  token: context.token, user: context.user, thirdUserInfo: context.thirdUserInfo, callback: context.callback,
});

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    logout: actorNotProvided<unknown, { token: string | null }>(SESSION_MACHINE_ID, 'logout'),
  },
  actions: {
    persist: actionNotProvided<PersistedSession>(SESSION_MACHINE_ID, 'persist'),
    navigate: actionNotProvided<SessionNavigation>(SESSION_MACHINE_ID, 'navigate'),
    signIn: assign(({ event }) => (event.type === 'LOGIN_OK' ? { token: event.token, user: event.user, endedBy: null } : {})),
    storeThirdUser: assign(({ event }) => (event.type === 'THIRD_USER' ? { thirdUserInfo: event.info } : {})),
    clearSession: assign({ token: null, user: null, thirdUserInfo: null, callback: null, resumeTo: null, endedBy: null, endedOn: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasCallback: ({ context }) => context.callback !== null,
    inTelecomApp: ({ context }) => context.channel === 'telecom',
    inBankApp: ({ context }) => context.channel === 'bank',
  },
});

const persist = { type: 'persist' as const, params: persisted };

/** The session machine; start it once per page load with what storage holds. */
export const sessionMachine = sessionSetup.createMachine({
  id: SESSION_MACHINE_ID,
  initial: 'start',
  context: ({ input }) => ({
    channel: input.channel,
    token: input.token ?? null,
    user: input.user ?? null,
    thirdUserInfo: input.thirdUserInfo ?? null,
    callback: input.callback ?? null,
    resumeTo: null,
    endedBy: null,
    endedOn: null,
  }),
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        LOGIN_OK: { target: 'loggedIn', actions: 'signIn' },
        SESSION_END: { target: 'ending' },
        THIRD_USER: { actions: ['storeThirdUser', persist] },
      },
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {},
        // The screen at resumeTo.path takes its values, then says so.
        resumed: { on: { RESUMED: { target: 'active', actions: assign({ resumeTo: null }) } } },
      },
      on: {
        SESSION_END: { target: 'ending' },
        LOGOUT: { target: 'loggingOut' },
        THIRD_USER: { actions: ['storeThirdUser', persist] },
      },
    },
    ending: {
      entry: [
        assign(({ context, event }) => {
          if (event.type !== 'SESSION_END') return {};
          const timedOut = event.code === 'S00002';
          return {
            endedBy: event.code,
            endedOn: event.page.path,
            token: timedOut ? null : context.token,
            user: timedOut ? null : context.user,
            callback: callbackFor(event.page),
            resumeTo: null,
          };
        }),
        persist,
      ],
      always: [
        { guard: 'inTelecomApp', target: 'awaitingLogin.telecomHandOff' },
        { guard: 'inBankApp', target: 'awaitingLogin.bankHandOff' },
        { target: 'awaitingLogin.login' },
      ],
    },
    // Later session ends (parallel calls failing together) are ignored: the first page stays remembered.
    awaitingLogin: {
      initial: 'login',
      states: {
        telecomHandOff: {
          entry: {
            type: 'navigate',
            params: ({ context }) => ({ to: 'handOff', channel: 'telecom', type: 'timeOut', redirectUrl: context.endedOn ?? '' }),
          },
        },
        bankHandOff: {
          entry: {
            type: 'navigate',
            params: ({ context }) => ({ to: 'handOff', channel: 'bank', type: null, redirectUrl: context.endedOn ?? '' }),
          },
        },
        login: { entry: { type: 'navigate', params: { to: 'login' } } },
      },
      on: {
        LOGIN_OK: { target: 'loggedIn', actions: 'signIn' },
        THIRD_USER: { actions: ['storeThirdUser', persist] },
      },
    },
    // The callback opens once: it moves to resumeTo and is cleared from storage in the same step.
    loggedIn: {
      always: [
        {
          guard: 'hasCallback',
          target: 'signedIn.resumed',
          actions: [
            assign(({ context }) => ({ resumeTo: context.callback, callback: null })),
            {
              type: 'navigate',
              params: ({ context }) => {
                const page = context.resumeTo;
                return page?.formData === undefined
                  ? { to: 'callback', path: page?.path ?? '/' }
                  : { to: 'callback', path: page.path, formData: page.formData };
              },
            },
            persist,
          ],
        },
        { target: 'signedIn', actions: persist },
      ],
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        // The local session goes whatever the gateway says: a failed logout must not keep the user in.
        onDone: { target: 'signedOut', actions: ['clearSession', persist] },
        onError: { target: 'signedOut', actions: ['clearSession', persist] },
      },
    },
  },
});

/** The session machine's type. */
export type SessionMachine = typeof sessionMachine;
