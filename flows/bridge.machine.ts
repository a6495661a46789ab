/**
 * The bridge page (/pages/poxy/index): the bank-app hand-off and third-party login
 * (docs/spec/storefront-spec.md#bank-app-hand-off-bridge-page, and T00010 in
 * docs/spec/storefront-spec.md#8-the-error-catalogue). Started with the page's query string.
 *
 * The server logins are browser navigations to gateway rows; the machine names the row and its
 * parameters (`ServerLogin`) and the app builds the address from the contract.
 *
 * - purpose BocApp with no status: the browser goes to the server OAuth login (row login.oauth,
 *   /api/login/oauth/{appId}), with the storefront page to come back to when there is one.
 * - status oauthInfo: the native bridge returns an open id; a bound one goes to the server token login
 *   (login.useOpen, /api/login/useOpen/{appId}/{state}/{openId}); otherwise the bridge returns an auth
 *   code and the browser goes to login.token (/api/login/token/{appId}/{state}?auth_code=...). When the
 *   gateway itself sent the browser here with `open_id` (its useOpen found the open id unbound), that
 *   open id is known to be unbound: the bridge is asked for the auth code straight away.
 * - status finish with a one-time code: exchanged for the session (login.thirdCode: the address never
 *   carries a session token, and a code spent or from another browser signs no one in), then store the
 *   token, fetch the user info, relaunch to redirectUrl, else target, else home; a refused code falls back
 *   to the no-token path. Only same-site paths and allowed origins are followed (./redirect-allow-list.ts):
 *   the query string is anyone's to write.
 * - a one-time thirdToken from an app (with no status): exchanged for a session (login.tauth), stored
 *   with its user, then the same relaunch; a refused token falls back to the no-token path.
 * - type wakeUp with a session already stored (launch step 6 sends a signed-in app user here once per
 *   launch): the hand-off refreshes the app's third-party user info, then relaunches to redirectUrl, else
 *   target, else home; the session stays and the user never sees the login page.
 * - no token: fetch the third-party user info, then login. T00010 there: the "prompt" modal with its
 *   "know" button; then the bank app is closed, and the back message appears after 5 seconds.
 */
import { assign, setup } from 'xstate';
import { actionNotProvided, actorNotProvided, messageOf } from './placeholders.js';
import { isAllowedRedirect } from './redirect-allow-list.js';

/** The machine's id; state paths are relative to it. */
export const BRIDGE_MACHINE_ID = 'bridge';

/** The third-party info code that means an ID-code error. */
export const ID_CODE_ERROR = 'T00010';

/** How long after closing the bank app the back message appears (docs/spec/storefront-spec.md#8-the-error-catalogue, T00010). */
export const BACK_MESSAGE_DELAY_MS = 5000;

/** The bridge page's query string (poxy in docs/spec/storefront-spec.md#2-screens-and-routes). */
export interface BridgeQuery {
  purpose?: string;
  appId?: string;
  status?: string;
  target?: string;
  redirectUrl?: string;
  type?: string;
  purposePage?: string;
  /** Set by the server login on `status=finish`: a one-time code the bridge exchanges for the session. */
  code?: string;
  /** The OAuth state the server login round trip carries. */
  state?: string;
  /** Set by the server on `status=oauthInfo`: the app's open id, not bound to an account yet. */
  open_id?: string;
  /** A one-time token an app hands the storefront (third-party login info, docs/spec/storefront-spec.md#other-entities). */
  thirdToken?: string;
}

/** The gateway rows the browser is sent to (full-page navigations; the app builds the address). */
export type ServerLoginRow = 'login.oauth' | 'login.useOpen' | 'login.token';

/** A server login: the row, its path parameters and its query. */
export interface ServerLogin {
  row: ServerLoginRow;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** What login.tauth answers, as the exchangeThirdToken actor resolves it. */
export interface ThirdTokenLogin {
  token: string;
  user: Record<string, unknown> | null;
}

/** How the bridge starts: its query, the origins a redirect may go to besides this site, the home path. */
export interface BridgeInput {
  query: BridgeQuery;
  /** Whether a session token is stored: a wake-up then hands back to the page instead of the login. */
  signedIn?: boolean;
  allowedOrigins: readonly string[];
  homePath: string;
}

/** What the native bridge answers for the open id. */
export interface OpenIdResult {
  openId: string;
  bound: boolean;
}

/** POST /api/plat/third/selectThirdByAppType, as the fetchThirdUserInfo actor resolves it. */
export interface ThirdUserResult {
  tipCode: string | null;
  data: Record<string, unknown> | null;
}

/** What the bridge knows. */
export interface BridgeContext extends BridgeInput {
  openId: string | null;
  bound: boolean;
  authCode: string | null;
  token: string | null;
  user: Record<string, unknown> | null;
  /** Where the relaunch goes, once decided. */
  destination: string | null;
  error: string | null;
}

/** The events of the bridge page's screens. */
export type BridgeEvent = { type: 'KNOW' } | { type: 'RETRY' };

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const BRIDGE_ACTORS = ['getOpenId', 'getAuthCode', 'exchangeLoginCode', 'fetchUserInfo', 'fetchThirdUserInfo', 'exchangeThirdToken'] as const;
/** Every action the app must provide. */
export const BRIDGE_ACTIONS = ['redirectToServer', 'storeToken', 'storeUser', 'storeThirdUser', 'relaunch', 'goToLogin', 'closeBankApp'] as const;

/** The relaunch destination: redirectUrl, else target, else home; a disallowed one is skipped. */
export function relaunchDestination(context: Pick<BridgeContext, 'query' | 'allowedOrigins' | 'homePath'>): string {
  const { redirectUrl, target } = context.query;
  if (redirectUrl !== undefined && isAllowedRedirect(redirectUrl, context.allowedOrigins)) return redirectUrl;
  if (target !== undefined && isAllowedRedirect(target, context.allowedOrigins)) return target;
  return context.homePath;
}

/** The storefront page the server OAuth login comes back to: the relaunch destination when it is a storefront page. */
export function oauthReturnQuery(context: Pick<BridgeContext, 'query' | 'allowedOrigins' | 'homePath'>): Record<string, string> {
  const destination = relaunchDestination(context);
  return destination.startsWith('/pages/') ? { redirectUrl: destination } : {};
}

const bridgeSetup = setup({
  types: {
    context: {} as BridgeContext,
    events: {} as BridgeEvent,
    input: {} as BridgeInput,
  },
  actors: {
    getOpenId: actorNotProvided<OpenIdResult, { appId: string }>(BRIDGE_MACHINE_ID, 'getOpenId'),
    getAuthCode: actorNotProvided<{ authCode: string }, { appId: string; openId: string }>(BRIDGE_MACHINE_ID, 'getAuthCode'),
    exchangeLoginCode: actorNotProvided<{ token: string }, { appId: string; code: string }>(BRIDGE_MACHINE_ID, 'exchangeLoginCode'),
    fetchUserInfo: actorNotProvided<Record<string, unknown>, { token: string }>(BRIDGE_MACHINE_ID, 'fetchUserInfo'),
    fetchThirdUserInfo: actorNotProvided<ThirdUserResult, { appId: string; purpose: string }>(BRIDGE_MACHINE_ID, 'fetchThirdUserInfo'),
    exchangeThirdToken: actorNotProvided<ThirdTokenLogin, { appId: string; thirdToken: string }>(BRIDGE_MACHINE_ID, 'exchangeThirdToken'),
  },
  actions: {
    redirectToServer: actionNotProvided<ServerLogin>(BRIDGE_MACHINE_ID, 'redirectToServer'),
    storeToken: actionNotProvided<{ token: string }>(BRIDGE_MACHINE_ID, 'storeToken'),
    storeUser: actionNotProvided<{ user: Record<string, unknown> }>(BRIDGE_MACHINE_ID, 'storeUser'),
    storeThirdUser: actionNotProvided<{ info: Record<string, unknown> }>(BRIDGE_MACHINE_ID, 'storeThirdUser'),
    relaunch: actionNotProvided<{ to: string }>(BRIDGE_MACHINE_ID, 'relaunch'),
    goToLogin: actionNotProvided<undefined>(BRIDGE_MACHINE_ID, 'goToLogin'),
    closeBankApp: actionNotProvided<undefined>(BRIDGE_MACHINE_ID, 'closeBankApp'),
  },
  guards: {
    startsOAuth: ({ context }) => context.query.purpose === 'BocApp' && !context.query.status,
    hasOAuthInfo: ({ context }) => context.query.status === 'oauthInfo',
    unboundOpenIdGiven: ({ context }) => context.query.status === 'oauthInfo' && Boolean(context.query.open_id),
    finishedWithCode: ({ context }) => context.query.status === 'finish' && Boolean(context.query.code),
    wakesUpSession: ({ context }) => context.query.type === 'wakeUp' && !context.query.status && context.signedIn === true,
    hasThirdToken: ({ context }) => !context.query.status && Boolean(context.query.thirdToken) && Boolean(context.query.appId),
  },
  delays: {
    backMessage: BACK_MESSAGE_DELAY_MS,
  },
});

/** The bridge machine; start it with the page's query. */
export const bridgeMachine = bridgeSetup.createMachine({
  id: BRIDGE_MACHINE_ID,
  initial: 'routing',
  context: ({ input }) => ({
    ...input, openId: null, bound: false, authCode: null, token: null, user: null, destination: null, error: null,
  }),
  states: {
    routing: {
      always: [
        { guard: 'startsOAuth', target: 'oauthLogin' },
        { guard: 'unboundOpenIdGiven', target: 'gettingAuthCode', actions: assign(({ context }) => ({ openId: context.query.open_id ?? null, bound: false })) },
        { guard: 'hasOAuthInfo', target: 'gettingOpenId' },
        { guard: 'finishedWithCode', target: 'exchangingLoginCode' },
        { guard: 'hasThirdToken', target: 'exchangingThirdToken' },
        { guard: 'wakesUpSession', target: 'wakingUp' },
        { target: 'fetchingThirdUser' },
      ],
    },
    oauthLogin: {
      type: 'final',
      entry: {
        type: 'redirectToServer',
        params: ({ context }) => ({ row: 'login.oauth' as const, params: { appId: context.query.appId ?? '' }, query: oauthReturnQuery(context) }),
      },
    },
    gettingOpenId: {
      invoke: {
        id: 'getOpenId',
        src: 'getOpenId',
        input: ({ context }) => ({ appId: context.query.appId ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.bound, target: 'tokenLogin', actions: assign(({ event }) => ({ openId: event.output.openId, bound: true })) },
          { target: 'gettingAuthCode', actions: assign(({ event }) => ({ openId: event.output.openId, bound: false })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    gettingAuthCode: {
      invoke: {
        id: 'getAuthCode',
        src: 'getAuthCode',
        input: ({ context }) => ({ appId: context.query.appId ?? '', openId: context.openId ?? '' }),
        onDone: { target: 'tokenLogin', actions: assign(({ event }) => ({ authCode: event.output.authCode })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    tokenLogin: {
      type: 'final',
      entry: {
        type: 'redirectToServer',
        params: ({ context }): ServerLogin => {
          const base = { appId: context.query.appId ?? '', state: context.query.state ?? '' };
          return context.bound
            ? { row: 'login.useOpen', params: { ...base, openId: context.openId ?? '' }, query: {} }
            : { row: 'login.token', params: base, query: { auth_code: context.authCode ?? '' } };
        },
      },
    },
    exchangingLoginCode: {
      invoke: {
        id: 'exchangeLoginCode',
        src: 'exchangeLoginCode',
        input: ({ context }) => ({ appId: context.query.appId ?? '', code: context.query.code ?? '' }),
        onDone: { target: 'storingToken', actions: assign(({ event }) => ({ token: event.output.token })) },
        // A spent, expired or foreign code: the user signs in on the login page instead.
        onError: { target: 'fetchingThirdUser', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    storingToken: {
      entry: { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
      invoke: {
        id: 'fetchUserInfo',
        src: 'fetchUserInfo',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'relaunching',
          actions: [assign(({ event }) => ({ user: event.output })), { type: 'storeUser', params: ({ event }) => ({ user: event.output }) }],
        },
        // The token is stored; the user info loads again on the next page that needs it.
        onError: { target: 'relaunching', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    exchangingThirdToken: {
      invoke: {
        id: 'exchangeThirdToken',
        src: 'exchangeThirdToken',
        input: ({ context }) => ({ appId: context.query.appId ?? '', thirdToken: context.query.thirdToken ?? '' }),
        onDone: {
          target: 'relaunching',
          actions: [
            assign(({ event }) => ({ token: event.output.token, user: event.output.user })),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'storeUser', params: ({ event }) => ({ user: event.output.user ?? {} }) },
          ],
        },
        // A spent or unknown token: the user signs in on the login page instead.
        onError: { target: 'fetchingThirdUser', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    relaunching: {
      type: 'final',
      entry: [
        assign(({ context }) => ({ destination: relaunchDestination(context) })),
        { type: 'relaunch', params: ({ context }) => ({ to: context.destination ?? context.homePath }) },
      ],
    },
    // The wake-up hand-off of a signed-in app user: whatever the app answers, the session stays and the page opens.
    wakingUp: {
      invoke: {
        id: 'fetchThirdUserInfo',
        src: 'fetchThirdUserInfo',
        input: ({ context }) => ({ appId: context.query.appId ?? '', purpose: context.query.purpose ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.tipCode === ID_CODE_ERROR, target: 'idCodeError' },
          { guard: ({ event }) => event.output.data !== null, target: 'wokenUp', actions: { type: 'storeThirdUser', params: ({ event }) => ({ info: event.output.data ?? {} }) } },
          { target: 'wokenUp' },
        ],
        onError: { target: 'wokenUp', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    wokenUp: {
      type: 'final',
      entry: [
        assign(({ context }) => ({ destination: relaunchDestination(context) })),
        { type: 'relaunch', params: ({ context }) => ({ to: context.destination ?? context.homePath }) },
      ],
    },
    fetchingThirdUser: {
      invoke: {
        id: 'fetchThirdUserInfo',
        src: 'fetchThirdUserInfo',
        input: ({ context }) => ({ appId: context.query.appId ?? '', purpose: context.query.purpose ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.tipCode === ID_CODE_ERROR, target: 'idCodeError' },
          { guard: ({ event }) => event.output.data !== null, target: 'toLogin', actions: { type: 'storeThirdUser', params: ({ event }) => ({ info: event.output.data ?? {} }) } },
          { target: 'toLogin' },
        ],
        onError: { target: 'toLogin', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    // The "prompt" modal: the ID-code error message and its "know" button.
    idCodeError: {
      on: { KNOW: 'closingApp' },
    },
    closingApp: {
      entry: 'closeBankApp',
      after: { backMessage: 'backMessage' },
    },
    backMessage: { type: 'final' },
    toLogin: {
      type: 'final',
      entry: 'goToLogin',
    },
    // The native bridge did not answer: the screen offers a retry.
    failed: {
      on: { RETRY: { target: 'routing', actions: assign({ error: null, openId: null, authCode: null, bound: false }) } },
    },
  },
});

/** The bridge machine's type. */
export type BridgeMachine = typeof bridgeMachine;
