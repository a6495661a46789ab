/**
 * What the model checker must prove of each lifecycle machine (`npm run model-check`), declared as data
 * per machine: the inputs it starts from, representative event payloads and actor results (samples in
 * ./model-samples.ts), the context its guards read, and its properties. Every model also gets the
 * built-in `no-error` property. To add a property, add an object to the machine's `properties`
 * (docs/testing-flows.md).
 *
 * Predicates are written against the spec, not against the machine's own helpers, so a bug in a guard
 * cannot hide itself.
 */
import {
  actionsOf, defineFlowModel, enters, invokedInput, invokes, isActorResult, isIn, neverProperty, outputOf, sameData,
  type AnyFlowModel, type FlowStep, type ModelProduct,
} from './flow-model.js';
import { bridgeMachine, BRIDGE_MACHINE_ID, type BridgeInput, type BridgeMachine } from './bridge.machine.js';
import { claimMachine, ClaimRefused, CLAIM_MACHINE_ID, EMPTY_DOCUMENTS_ERROR, type ClaimDocument, type ClaimMachine } from './claim.machine.js';
import { endorsementMachine, ENDORSEMENT_MACHINE_ID, type EndorsementMachine } from './endorsement.machine.js';
import { launchMachine, LAUNCH_MACHINE_ID, type LaunchMachine } from './launch.machine.js';
import { loginMachine, LOGIN_MACHINE_ID, type LoginMachine, type LoginResponse } from './login.machine.js';
import {
  ALLOWED_ORIGINS, buyAgainDraft, CHANNELS, draftAt, loginResponses, sample, SAFE_REDIRECTS, sessionEndPages, UNSAFE_REDIRECTS,
} from './model-samples.js';
import { createPurchaseMachine, currentStep, PURCHASE_MACHINE_ID, type PurchaseMachine } from './purchase.machine.js';
import { createRenewalMachine, RENEWAL_MACHINE_ID, usesMtsPath, type RenewalMachine, type RenewalProduct } from './renewal.machine.js';
import {
  ADD_INFORMATION_PATH, sessionMachine, SESSION_MACHINE_ID, type Channel, type SessionMachine, type SessionNavigation, type SessionPage,
} from './session.machine.js';

/** The product of a per-product run (the checker always sets it for models with `products`). */
function productOf(scope: { product: ModelProduct | null }): ModelProduct {
  if (!scope.product) throw new Error('this model is checked per product');
  return scope.product;
}

const reachableAll = { kind: 'reachable-all', id: 'reachable-all', description: 'every state is entered on some path' } as const;
const noDeadlock = (resting: readonly string[] = []) =>
  ({ kind: 'no-deadlock', id: 'no-deadlock', description: 'from every state a final or resting state can still be reached', resting }) as const;

/** Whether a `never` step starts the machine (its initial transition). */
const isStart = (step: FlowStep) => step.event.type === 'xstate.init';

const paymentSamples = { pay: { outputs: [sample.payOrder] } } as const;
const paymentEvents = [{ type: 'PAY', returnUrl: '/pages/order/paid' }, { type: 'RETRY_PAY', returnUrl: '/pages/order/paid' }] as const;
const confirmations = [{ status: 'paid', policyNo: 'POL-2' }, { status: 'failed', policyNo: null }] as const;

/** `paid` is entered only when the gateway confirms the payment. */
const paidOnlyWhenConfirmed = {
  kind: 'never',
  id: 'paid-only-when-confirmed',
  description: 'the paid state is entered only when the gateway confirms the order as paid',
  when: (step: FlowStep) => enters(step, 'paid')
    && !(isActorResult(step.event, 'confirmPayment', 'done') && (outputOf(step.event) as { status: string }).status === 'paid'),
} as const;

// ---------------------------------------------------------------------------------------------------
// launch

type LaunchSnapshot = ReturnType<LaunchMachine['getInitialSnapshot']>;

/** The six launch steps of spec section 4 and their order. */
const LAUNCH_STEPS: Record<string, number> = { tracking: 1, checkingDevice: 2, loadingLabels: 3, loadingBanInfo: 4, deciding: 5, wakingUp: 6 };
const FORBIDDEN = 'is Forbidden';

export const launchModel: AnyFlowModel = defineFlowModel<LaunchMachine>({
  id: LAUNCH_MACHINE_ID,
  description: 'the six launch steps: tracking cookies, desktop notice, label file, feature switches, session check, wake-up hand-off',
  machine: () => launchMachine,
  inputs: () => {
    const queries = [{}, { outSourceId: 'OS-1', dataSource: 'DS-1' }, { dataSource: 'DS-2' }];
    const mobile = CHANNELS.flatMap((channel) => [null, 'tok-stored'].flatMap((token) => [false, true].flatMap((onBridgePage) =>
      [false, true].map((thirdUserStored) => ({ channel, token, onBridgePage, thirdUserStored })))));
    return [
      { mobile: false, channel: 'web', query: { outSourceId: 'OS-1', dataSource: 'DS-1' }, token: null, onBridgePage: false, thirdUserStored: false, location: '/' },
      ...mobile.map((flags, index) => ({ mobile: true, ...flags, query: queries[index % queries.length]!, location: '/pages/shop/index?from=ad' })),
    ];
  },
  actors: () => ({
    loadLabelFile: { outputs: ['"{\\"SYS_LABEL2\\":{},\\"SYS_DICT2\\":{}}"', 'Access for storefront-web is Forbidden'] },
    loadBanInfo: { outputs: [{ banRoutes: ['/pages/service/coupon/index'], banFunctions: [] }] },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    neverProperty<LaunchSnapshot, { last: number }>({
      id: 'steps-in-order',
      description: 'the launch steps run in the order of spec section 4, none skipped on the way to the next',
      memory: {
        initial: { last: 0 },
        update: (memory, step) => ({ last: Math.max(memory.last, ...step.entered.map((path) => LAUNCH_STEPS[path] ?? 0)) }),
      },
      when: (step, memory) => {
        let last = memory.last;
        for (const path of step.entered) {
          const order = LAUNCH_STEPS[path];
          if (order === undefined) continue;
          if (order !== last + 1) return true;
          last = order;
        }
        return false;
      },
    }),
    {
      kind: 'never',
      id: 'tracking-cookies',
      description: 'outSourceId becomes a 4-hour and dataSource a 1-hour tracking cookie, only when the query string has them',
      when: (step) => {
        if (!isStart(step)) return actionsOf(step, 'setTrackingCookie').length > 0;
        const query = step.next.context.query;
        const expected = [
          ...(query.outSourceId ? [{ name: 'outSourceId', value: query.outSourceId, hours: 4 }] : []),
          ...(query.dataSource ? [{ name: 'dataSource', value: query.dataSource, hours: 1 }] : []),
        ];
        return !sameData(actionsOf(step, 'setTrackingCookie').map((action) => action.params), expected);
      },
    },
    {
      kind: 'never',
      id: 'desktop-gets-notice-only',
      description: 'a non-mobile user agent goes to the desktop notice page and nothing is loaded',
      when: (step) => !step.next.context.mobile
        && (step.invoked.length > 0 || !isIn(step.next, 'desktopNotice') || !actionsOf(step, 'navigate').some((action) => sameData(action.params, { to: 'desktopNotice' }))),
    },
    {
      kind: 'never',
      id: 'forbidden-shows-nothing-page',
      description: 'a label file saying "is Forbidden" shows the nothing page with its text, and nothing else happens',
      when: (step) => {
        if (!isActorResult(step.event, 'loadLabelFile', 'done') || !String(outputOf(step.event)).includes(FORBIDDEN)) return false;
        return !isIn(step.next, 'forbidden') || step.invoked.length > 0 || actionsOf(step, 'applyLabels').length > 0
          || !actionsOf(step, 'navigate').some((action) => sameData(action.params, { to: 'nothing', text: outputOf(step.event) }));
      },
    },
    {
      kind: 'never',
      id: 'labels-applied-when-allowed',
      description: 'any other label file is handed to the app to decode into labels and dictionaries',
      when: (step) => isActorResult(step.event, 'loadLabelFile', 'done') && !String(outputOf(step.event)).includes(FORBIDDEN)
        && !actionsOf(step, 'applyLabels').some((action) => sameData(action.params, { text: outputOf(step.event) })),
    },
    {
      kind: 'never',
      id: 'ban-info-stored',
      description: 'the feature switches are stored as loaded',
      when: (step) => isActorResult(step.event, 'loadBanInfo', 'done') && !actionsOf(step, 'storeBanInfo').some((action) => sameData(action.params, outputOf(step.event))),
    },
    {
      kind: 'never',
      id: 'wake-up-when-due',
      description: 'with a token or on the bridge page, the bank, payment and telecom apps (and the messaging app with a third-party user) wake up through the bridge page with the current address; otherwise launch stops',
      when: (step) => {
        if (!enters(step, 'deciding')) return false;
        const { token, onBridgePage, channel, thirdUserStored, location } = step.next.context;
        const due = (token !== null || onBridgePage) && (['bank', 'payment', 'telecom'].includes(channel) || (channel === 'wechat' && thirdUserStored));
        const wakeUp = actionsOf(step, 'navigate').some((action) => sameData(action.params, { to: 'bridge', type: 'wakeUp', redirectUrl: location }));
        return due ? !(isIn(step.next, 'wakingUp') && wakeUp) : !isIn(step.next, 'ready') || actionsOf(step, 'navigate').length > 0;
      },
    },
  ],
});

// ---------------------------------------------------------------------------------------------------
// session

type SessionSnapshot = ReturnType<SessionMachine['getInitialSnapshot']>;
type SessionStep = FlowStep<SessionSnapshot>;

const navigations = (step: SessionStep) => actionsOf(step, 'navigate').map((action) => action.params as SessionNavigation);
const persisted = (step: SessionStep) => actionsOf(step, 'persist').map((action) => action.params as { token: unknown; user: unknown; thirdUserInfo: unknown });

/** The state a session end must lead to in each channel (spec section 4, "Session"). */
const SESSION_END_TARGET: Record<Channel, string> = {
  telecom: 'awaitingLogin.telecomHandOff',
  bank: 'awaitingLogin.bankHandOff',
  payment: 'awaitingLogin.login',
  wechat: 'awaitingLogin.login',
  web: 'awaitingLogin.login',
};

export const sessionModel: AnyFlowModel = defineFlowModel<SessionMachine>({
  id: SESSION_MACHINE_ID,
  description: 'session ends (S00001, S00002) per channel, the login callback with the entered data, logout',
  machine: () => sessionMachine,
  inputs: () => CHANNELS.flatMap((channel) => [
    { channel },
    { channel, token: 'tok-stored', user: sample.user },
    { channel, callback: { path: `${ADD_INFORMATION_PATH}?policyNo=P-1` } },
  ]),
  events: (scope) => [
    ...sessionEndPages(scope.products).flatMap((page) => [
      { type: 'SESSION_END', code: 'S00001', page },
      { type: 'SESSION_END', code: 'S00002', page },
    ]),
    { type: 'LOGIN_OK', token: 'tok-new', user: sample.user },
    { type: 'THIRD_USER', info: sample.thirdUserInfo },
    { type: 'RESUMED' },
    { type: 'LOGOUT' },
  ],
  actors: () => ({ logout: { outputs: [null] } }),
  // The machine reads of a page only whether it holds entered data and whether it is the add-information
  // page; the properties compare pages for equality. So the pages of one product (several distinct pages
  // with data, the add-information page and a page without a form) meet every case a path can mix, and
  // each product's pages are checked apart: a quarter of the transitions of mixing every page with every other.
  // Two products with as many steps give the same graph up to the pages' names, so one product per step count
  // is explored: the check grows with the distinct step counts of the catalogue, not with its products.
  parts: (scope) => {
    const sold = scope.products.filter((product) => product.flow.machine === 'purchase');
    const onePerStepCount = [...new Map(sold.map((product) => [product.steps.length, product])).values()];
    return sold.length > 1 ? onePerStepCount.map((product) => ({ product: scope.product, products: [product] })) : [scope];
  },
  // Guards read the channel, the token and the callback; the properties compare callback and resumeTo exactly.
  key: ({ context }) => [context.channel, context.token, context.user !== null, context.thirdUserInfo !== null, context.callback, context.resumeTo],
  properties: [
    reachableAll,
    noDeadlock(['signedOut', 'signedIn.active', 'awaitingLogin']),
    neverProperty<SessionSnapshot, { pending: SessionPage | null }>({
      id: 'session-round-trip',
      description: 'a session end on a page with entered data (any purchase step) returns to that page with the same data after the next login',
      memory: {
        initial: { pending: null },
        update: (memory, step) => {
          if (enters(step, 'ending') && step.event.type === 'SESSION_END') {
            const page = (step.event as unknown as { page: SessionPage }).page;
            return { pending: page.formData === undefined ? null : page };
          }
          return enters(step, 'loggedIn') ? { pending: null } : memory;
        },
      },
      when: (step, { pending }) => {
        if (pending === null || !enters(step, 'loggedIn')) return false;
        const restored = navigations(step).find((navigation) => navigation.to === 'callback');
        return !(isIn(step.next, 'signedIn.resumed') && sameData(step.next.context.resumeTo, pending)
          && restored !== undefined && sameData(restored, { to: 'callback', ...pending }));
      },
    }),
    {
      kind: 'never',
      id: 'session-end-per-channel',
      description: 'a session end goes to the telecom hand-off (type timeOut), the bank hand-off (both with the current page to come back to), or login, by channel',
      when: (step) => {
        if (!enters(step, 'ending')) return false;
        const channel = step.next.context.channel;
        const navigation = navigations(step)[0];
        const redirectUrl = (step.event as unknown as { page: SessionPage }).page.path;
        const expected = channel === 'telecom' ? { to: 'handOff', channel, type: 'timeOut', redirectUrl }
          : channel === 'bank' ? { to: 'handOff', channel, type: null, redirectUrl } : { to: 'login' };
        return !isIn(step.next, SESSION_END_TARGET[channel]) || navigation === undefined
          || !Object.entries(expected).every(([field, value]) => (navigation as Record<string, unknown>)[field] === value);
      },
    },
    {
      kind: 'never',
      id: 's00002-clears-token-and-user',
      description: 'on S00002 the token and user info are cleared, in the flow and in storage',
      when: (step) => enters(step, 'ending') && (step.event as { code?: string }).code === 'S00002'
        && (step.next.context.token !== null || step.next.context.user !== null || persisted(step).some((saved) => saved.token !== null || saved.user !== null)),
    },
    {
      kind: 'never',
      id: 'add-information-remembered',
      description: 'a session end on the add-information page remembers its full path as the login callback',
      when: (step) => enters(step, 'ending') && step.event.type === 'SESSION_END'
        && (step.event as unknown as { page: SessionPage }).page.path.startsWith(ADD_INFORMATION_PATH)
        && step.next.context.callback?.path !== (step.event as unknown as { page: SessionPage }).page.path,
    },
    neverProperty<SessionSnapshot, { opened: boolean }>({
      id: 'callback-opens-once',
      description: 'after login the remembered callback opens once and is cleared',
      memory: {
        initial: { opened: false },
        update: (memory, step) => (enters(step, 'ending') ? { opened: false }
          : navigations(step).some((navigation) => navigation.to === 'callback') ? { opened: true } : memory),
      },
      when: (step, memory) => {
        const opens = navigations(step).filter((navigation) => navigation.to === 'callback').length;
        return opens > 1 || (opens === 1 && (memory.opened || step.next.context.callback !== null));
      },
    }),
    {
      kind: 'never',
      id: 'logout-clears-everything',
      description: 'logout leaves no token, user info or third-party info, in the flow or in storage',
      when: (step) => isIn(step.prev, 'loggingOut') && isIn(step.next, 'signedOut')
        && (step.next.context.token !== null || step.next.context.user !== null || step.next.context.thirdUserInfo !== null
          || persisted(step).length === 0 || persisted(step).some((saved) => saved.token !== null || saved.user !== null || saved.thirdUserInfo !== null)),
    },
  ],
});

// ---------------------------------------------------------------------------------------------------
// bridge

type BridgeSnapshot = ReturnType<BridgeMachine['getInitialSnapshot']>;

/** Where the relaunch must go, by the spec's preference and the sample allow-list (independent of the machine's own check). */
function expectedDestination(query: { redirectUrl?: string; target?: string }, home: string): string {
  const safe = (url: string | undefined): url is string => url !== undefined && (SAFE_REDIRECTS as readonly string[]).includes(url);
  return safe(query.redirectUrl) ? query.redirectUrl : safe(query.target) ? query.target : home;
}

/** Whether the bridge has stored the token the hand-off exchanged (the finish's one-time code or a thirdToken) and has the user info. */
function sessionHandedOver(memory: { stored: boolean; fetched: boolean }, step: FlowStep): { stored: boolean; fetched: boolean } {
  const thirdToken = isActorResult(step.event, 'exchangeThirdToken', 'done');
  const exchanged = thirdToken || isActorResult(step.event, 'exchangeLoginCode', 'done') ? (outputOf(step.event) as { token: string }).token : undefined;
  return {
    stored: memory.stored || (exchanged !== undefined && actionsOf(step, 'storeToken').some(({ params }) => sameData(params, { token: exchanged }))),
    fetched: memory.fetched || isActorResult(step.event, 'fetchUserInfo') || (thirdToken && actionsOf(step, 'storeUser').length === 1),
  };
}

export const bridgeModel: AnyFlowModel = defineFlowModel<BridgeMachine>({
  id: BRIDGE_MACHINE_ID,
  description: 'the bank-app hand-off: server OAuth, open id and auth code, token finish and relaunch, third-party login, T00010',
  machine: () => bridgeMachine,
  inputs: () => {
    const base = { allowedOrigins: ALLOWED_ORIGINS, homePath: '/' };
    const redirects = [undefined, ...SAFE_REDIRECTS, ...UNSAFE_REDIRECTS];
    const targets = [undefined, SAFE_REDIRECTS[0], UNSAFE_REDIRECTS[0]];
    const finishes = redirects.flatMap((redirectUrl) => targets.map((target) => ({
      status: 'finish', code: 'CODE-bridge', appId: 'BOC', ...(redirectUrl === undefined ? {} : { redirectUrl }), ...(target === undefined ? {} : { target }),
    })));
    return [
      { purpose: 'BocApp', appId: 'BOC' },
      { purpose: 'BocApp', appId: 'BOC', redirectUrl: SAFE_REDIRECTS[0] },
      { purpose: 'BocApp', appId: 'BOC', status: 'oauthInfo', state: 'ST-1' },
      { appId: 'BOC', status: 'oauthInfo', state: 'ST-1', open_id: 'OPEN-9', redirectUrl: SAFE_REDIRECTS[0] },
      { appId: 'BOC', thirdToken: 'TT-1', redirectUrl: SAFE_REDIRECTS[0] },
      { appId: 'BOC', status: 'fail', reason: 'stateInvalid' },
      ...finishes,
      { status: 'finish', appId: 'BOC' },
      { type: 'wakeUp', appId: 'BOC', redirectUrl: '/pages/mine/index' },
      { type: 'timeOut', appId: 'BOC', purpose: 'BocApp', status: 'expired' },
      {},
    ].map((query): BridgeInput => ({ ...base, query })).concat(
      // A signed-in app user's wake-up (launch step 6), to a page and to none.
      [{ type: 'wakeUp', redirectUrl: SAFE_REDIRECTS[0] }, { type: 'wakeUp' }].map((query) => ({ ...base, query, signedIn: true })),
    );
  },
  events: () => [{ type: 'KNOW' }, { type: 'RETRY' }],
  actors: () => ({
    getOpenId: { outputs: [{ openId: 'OPEN-1', bound: true }, { openId: 'OPEN-2', bound: false }] },
    getAuthCode: { outputs: [{ authCode: 'AC-1' }] },
    exchangeLoginCode: { outputs: [{ token: 'tok-bridge' }] },
    fetchUserInfo: { outputs: [sample.user] },
    fetchThirdUserInfo: { outputs: [{ tipCode: null, data: sample.thirdUserInfo }, { tipCode: null, data: null }, { tipCode: 'T00010', data: null }] },
    exchangeThirdToken: { outputs: [{ token: 'tok-third', user: sample.user }] },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    {
      kind: 'never',
      id: 'redirect-allow-list',
      description: 'a redirectUrl or target outside the allow-list is never followed',
      when: (step) => actionsOf(step, 'relaunch').some(({ params }) => {
        const to = (params as { to: string }).to;
        return (UNSAFE_REDIRECTS as readonly string[]).includes(to) || (to !== step.next.context.homePath && !(SAFE_REDIRECTS as readonly string[]).includes(to));
      }),
    },
    {
      kind: 'never',
      id: 'relaunch-preference',
      description: 'a finished hand-off relaunches to redirectUrl, else target, else home',
      when: (step) => actionsOf(step, 'relaunch').some(({ params }) =>
        (params as { to: string }).to !== expectedDestination(step.next.context.query, step.next.context.homePath)),
    },
    {
      kind: 'never',
      id: 'server-redirects-are-logins',
      description: 'the browser is only ever sent to the server login rows (login.oauth, login.useOpen, login.token)',
      when: (step) => actionsOf(step, 'redirectToServer').some(({ params }) => !['login.oauth', 'login.useOpen', 'login.token'].includes((params as { row: string }).row)),
    },
    {
      kind: 'never',
      id: 'bocapp-starts-oauth',
      description: 'purpose BocApp with no status goes to the server OAuth login of the app, coming back to the allowed storefront page if any',
      when: (step) => {
        const { query, homePath } = step.next.context;
        if (!(isStart(step) && query.purpose === 'BocApp' && !query.status)) return false;
        const back = expectedDestination(query, homePath);
        const expected = { row: 'login.oauth', params: { appId: query.appId }, query: back.startsWith('/pages/') ? { redirectUrl: back } : {} };
        return !actionsOf(step, 'redirectToServer').some(({ params }) => sameData(params, expected));
      },
    },
    {
      kind: 'never',
      id: 'open-id-binding',
      description: 'a bound open id logs in with it; an unbound one asks the bridge for an auth code and logs in with that',
      when: (step) => {
        const { query } = step.next.context;
        if (invokes(step, 'getAuthCode')) {
          // The gateway's oauthInfo redirect names an unbound open id: the bridge asks for the auth code for it.
          if (!isActorResult(step.event, 'getOpenId', 'done')) {
            return query.status !== 'oauthInfo' || !query.open_id || !sameData(invokedInput(step, 'getAuthCode'), { appId: query.appId, openId: query.open_id });
          }
          const answer = outputOf(step.event) as { openId: string; bound: boolean };
          return answer.bound || !sameData(invokedInput(step, 'getAuthCode'), { appId: query.appId, openId: answer.openId });
        }
        if (!enters(step, 'tokenLogin')) return false;
        const login = actionsOf(step, 'redirectToServer')[0]?.params;
        if (isActorResult(step.event, 'getOpenId', 'done')) {
          const { openId, bound } = outputOf(step.event) as { openId: string; bound: boolean };
          return !bound || !sameData(login, { row: 'login.useOpen', params: { appId: query.appId, state: query.state, openId }, query: {} });
        }
        const authCode = isActorResult(step.event, 'getAuthCode', 'done') ? (outputOf(step.event) as { authCode: string }).authCode : null;
        return authCode === null || !sameData(login, { row: 'login.token', params: { appId: query.appId, state: query.state }, query: { auth_code: authCode } });
      },
    },
    neverProperty<BridgeSnapshot, { stored: boolean; fetched: boolean }>({
      id: 'finish-stores-fetches-relaunches',
      description: 'status finish with a one-time code (or a thirdToken) stores the token it was exchanged for and has the user info before relaunching',
      memory: { initial: { stored: false, fetched: false }, update: sessionHandedOver },
      when: (step, memory) => {
        if (!enters(step, 'relaunching')) return false;
        const now = sessionHandedOver(memory, step);
        return !(now.stored && now.fetched);
      },
    }),
    {
      kind: 'never',
      id: 'no-token-third-party-then-login',
      description: 'without a token the third-party user info is fetched, then the user goes to login',
      when: (step) => enters(step, 'toLogin') && !(isActorResult(step.event, 'fetchThirdUserInfo') && actionsOf(step, 'goToLogin').length === 1),
    },
    {
      kind: 'never',
      id: 'wake-up-keeps-the-session',
      description: 'a signed-in wake-up never sends the user to login: after the hand-off it relaunches to redirectUrl, else target, else home',
      when: (step) => {
        const { query, signedIn } = step.next.context;
        return query.type === 'wakeUp' && signedIn === true && (enters(step, 'toLogin') || enters(step, 'fetchingThirdUser'));
      },
    },
    {
      kind: 'never',
      id: 't00010-prompt-close-back-message',
      description: 'T00010 shows the "prompt" modal; "know" closes the bank app; the back message comes only after the delay',
      when: (step) => (isActorResult(step.event, 'fetchThirdUserInfo', 'done') && (outputOf(step.event) as { tipCode: string | null }).tipCode === 'T00010' && !isIn(step.next, 'idCodeError'))
        || (enters(step, 'closingApp') && !(step.event.type === 'KNOW' && actionsOf(step, 'closeBankApp').length === 1))
        || (enters(step, 'backMessage') && !(isIn(step.prev, 'closingApp') && step.event.type.startsWith('xstate.after.'))),
    },
  ],
});

// ---------------------------------------------------------------------------------------------------
// login

type LoginSnapshot = ReturnType<LoginMachine['getInitialSnapshot']>;

const loginOutput = (step: FlowStep) => (isActorResult(step.event, 'submitLogin', 'done') ? (outputOf(step.event) as LoginResponse) : null);
const returnedAsIs = (response: LoginResponse) => response.tipCode === 'T01002' && response.tipType === 'T';
const resetOutput = (step: FlowStep) => (isActorResult(step.event, 'resetPassword', 'done') ? (outputOf(step.event) as { token: string }) : null);
export const loginModel: AnyFlowModel = defineFlowModel<LoginMachine>({
  id: LOGIN_MACHINE_ID,
  description: 'SMS code, password, forgot password, set password (and set password then login), and the login responses',
  machine: () => loginMachine,
  inputs: () => [
    { mode: 'choose' }, { mode: 'sms' }, { mode: 'password' }, { mode: 'forgotPwd' },
    { mode: 'setPwd', token: 'tok-now' }, { mode: 'setPwd' }, { mode: 'setPwdThenLogin' }, { mode: 'setPwdThenLogin', token: 'tok-now' },
  ],
  events: () => [
    { type: 'USE_SMS' }, { type: 'USE_PASSWORD' }, { type: 'FORGOT' }, { type: 'BACK' }, { type: 'SKIP' },
    { type: 'SEND_CODE', areaCode: '853', phone: '62345678' },
    { type: 'SUBMIT_SMS', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: 'REC-1' },
    { type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030', recommender: 'REC-1' },
    { type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030', captchaId: 'CAPTCHA-ID-000001', captchaCode: 'AB3CD' },
    { type: 'VERIFY', smsCode: '123456' },
    { type: 'SET_PASSWORD', password: 'Secret#2031', username: 'tester' },
  ],
  actors: () => ({
    submitLogin: { outputs: Object.values(loginResponses) },
    sendSmsCode: { outputs: [{ resendAfter: 60 }] },
    verifySmsCode: { outputs: [{ verifyToken: 'VT-000000000000000000001' }, { verifyToken: null }] },
    resetPassword: { outputs: [{ token: 'tok-reset', user: sample.user }] },
    setPassword: { outputs: [sample.user] },
  }),
  // What guards and actor inputs read; error texts only feed the screens.
  key: ({ context }) => [
    context.mode, context.codeSent, context.phone !== null, context.loginType, context.recommenderHidden, context.token, context.response !== null,
    context.captchaRequired, context.verifyToken,
  ],
  properties: [
    reachableAll,
    noDeadlock(),
    {
      kind: 'never',
      id: 't00009-hides-recommender',
      description: 'T00009 hides the recommender and keeps the user on the login form, with no token',
      when: (step) => {
        const response = loginOutput(step);
        if (response?.tipCode !== 'T00009') return false;
        return !step.next.context.recommenderHidden || actionsOf(step, 'storeSession').length > 0
          || !(isIn(step.next, 'sms.editing') || isIn(step.next, 'password.editing'));
      },
    },
    {
      kind: 'never',
      id: 'recommender-hidden-stays-hidden',
      description: 'once hidden, the recommender is never sent again',
      when: (step) => step.prev.context.recommenderHidden
        && (invokedInput(step, 'submitLogin') as { recommender?: string } | undefined)?.recommender !== undefined,
    },
    {
      kind: 'never',
      id: 't01002-returned-as-is',
      description: 'T01002 with tipType T returns the response as is and stores no token, even when it carries one',
      when: (step) => {
        const response = loginOutput(step);
        if (response === null || !returnedAsIs(response)) return false;
        return actionsOf(step, 'storeSession').length > 0 || step.next.context.token !== step.prev.context.token
          || !isIn(step.next, 'answered') || !sameData(step.next.context.response, response);
      },
    },
    {
      kind: 'never',
      id: 'token-stored-otherwise',
      description: 'any other response with a token stores that token',
      when: (step) => {
        const response = loginOutput(step);
        if (response === null || response.tipCode === 'T00009' || returnedAsIs(response) || !response.data?.token) return false;
        return !actionsOf(step, 'storeSession').some(({ params }) => (params as { token: string }).token === response.data?.token);
      },
    },
    {
      kind: 'never',
      id: 'token-only-from-a-login-response',
      description: 'a token is only ever stored from a login response or from the sign-in a password reset answers',
      when: (step) => actionsOf(step, 'storeSession').length > 0 && loginOutput(step) === null && resetOutput(step) === null,
    },
    {
      kind: 'never',
      id: 'reset-signs-in',
      description: 'a password reset that answers a session stores exactly that token and ends signed in',
      when: (step) => {
        const reset = resetOutput(step);
        if (reset === null) return false;
        return !actionsOf(step, 'storeSession').some(({ params }) => (params as { token: string }).token === reset.token) || !isIn(step.next, 'done');
      },
    },
    {
      kind: 'never',
      id: 'captcha-sent-as-typed',
      description: 'a password login sends the picture code exactly when the user gave one, and only with loginType password',
      when: (step) => {
        if (!invokes(step, 'submitLogin')) return false;
        const sent = invokedInput(step, 'submitLogin') as { loginType: string; captchaId?: string; captchaCode?: string };
        const typed = step.event.type === 'SUBMIT_PASSWORD' ? (step.event as { captchaId?: string; captchaCode?: string }) : {};
        return sent.captchaId !== typed.captchaId || sent.captchaCode !== typed.captchaCode || (sent.captchaId !== undefined && sent.loginType !== 'password');
      },
    },
    {
      kind: 'never',
      id: 'captcha-asked-stays-asked',
      description: 'once a response asks for the picture code, the form keeps asking for it until a login succeeds',
      when: (step) => {
        const response = loginOutput(step);
        if (response?.data?.captchaRequired === true) return !step.next.context.captchaRequired;
        return step.prev.context.captchaRequired && !step.next.context.captchaRequired && !actionsOf(step, 'storeSession').length;
      },
    },
    neverProperty<LoginSnapshot, { verified: boolean }>({
      id: 'reset-after-verified-code',
      description: 'a new password is only sent after the SMS code for that phone was verified',
      memory: {
        initial: { verified: false },
        update: (memory, step) => (step.event.type === 'SEND_CODE' ? { verified: false }
          : isActorResult(step.event, 'verifySmsCode', 'done') ? { verified: true } : memory),
      },
      when: (step, memory) => invokes(step, 'resetPassword') && !memory.verified,
    }),
    {
      kind: 'never',
      id: 'set-password-needs-session',
      description: 'a password is only set with a session token',
      when: (step) => invokes(step, 'setPassword') && !(invokedInput(step, 'setPassword') as { token: string }).token,
    },
  ],
});

// ---------------------------------------------------------------------------------------------------
// purchase

type PurchaseSnapshot = ReturnType<PurchaseMachine['getInitialSnapshot']>;

/** What the purchase flow has done since the answers last changed. */
interface PricingMemory { quoted: boolean; released: boolean; priced: boolean }

export const purchaseModel: AnyFlowModel = defineFlowModel<PurchaseMachine>({
  id: PURCHASE_MACHINE_ID,
  description: 'find or start a draft, walk the wizard saving each step, quote, release, fix the premium, pay, confirm',
  products: {
    uses: (product) => product.flow.machine === 'purchase',
    // The machine reads the step ids and the flow options; the code is only copied into actor inputs.
    shape: ({ steps, flow }) => ({ steps: steps.map(({ id, kind }) => ({ id, kind })), releaseCheck: flow.releaseCheck, premiumStep: flow.premiumStep }),
    // Flow options no product uses yet are proved now, so a product that turns them on is covered.
    variants: [
      { code: 'BARE', steps: [{ id: 'plan', kind: 'form' }, { id: 'confirm', kind: 'review' }], flow: { machine: 'purchase', releaseCheck: false, premiumStep: false } },
      { code: 'ONESTEP', steps: [{ id: 'only', kind: 'form' }], flow: { machine: 'purchase', releaseCheck: true, premiumStep: false } },
    ],
  },
  machine: (scope) => createPurchaseMachine(productOf(scope)),
  inputs: (scope) => {
    const productCode = productOf(scope).code;
    return [
      { productCode },
      { productCode, buyAgainFrom: 'ORD-PAID-1', clearAnswers: true },
      { productCode, paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'success' } },
      { productCode, paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'fail' } },
    ];
  },
  events: () => [
    { type: 'START' }, { type: 'CONTINUE' }, { type: 'DISCARD' }, { type: 'BACK' }, { type: 'RETRY' },
    { type: 'EDIT', formData: { answer: 'edited' } }, { type: 'NEXT', formData: { answer: 'entered' } }, { type: 'COUPON_CHANGED' },
    ...paymentEvents,
  ],
  actors: (scope) => {
    const product = productOf(scope);
    const drafts = [null, ...product.steps.map((step) => step.id)].map((step) => draftAt(product.code, step));
    return {
      ...paymentSamples,
      checkUnfinished: { outputs: [null, ...drafts] },
      init: { outputs: drafts.slice(0, 1) },
      loadDraft: { outputs: drafts },
      buyAgain: { outputs: [buyAgainDraft(product.code)] },
      saveStep: { outputs: [sample.savedDraft(product.code)] },
      deleteTemp: { outputs: [{ deleted: true }] },
      quote: { outputs: [sample.quotation] },
      release: { outputs: [{ released: true }, { released: false }] },
      premium: { outputs: [sample.premium] },
      confirmPayment: { outputs: confirmations },
    };
  },
  // What guards and actor inputs read. The answers only matter to `failed-save-keeps-answers`, which compares a step's own snapshots.
  key: ({ context }) => [
    context.savedStep, context.b2cOrderId !== null, context.buyAgainFrom !== null, context.paymentReturn !== null,
    context.unfinished?.step ?? (context.unfinished === null ? 'none' : null), context.returnUrl !== null,
  ],
  properties: [
    reachableAll,
    noDeadlock(),
    neverProperty<PurchaseSnapshot, PricingMemory>({
      id: 'pay-after-quote-and-premium',
      description: 'pay is never entered before a successful quote, release and premium since the answers last changed (payment returns excepted)',
      memory: {
        initial: { quoted: false, released: false, priced: false },
        update: (memory, step) => {
          // Moving on from a step saves new answers: every earlier price is stale.
          if (step.entered.some((path) => path.endsWith('.saving'))) return { quoted: false, released: false, priced: false };
          // Another coupon is another price to pay: fixed again before paying.
          if (step.event.type === 'COUPON_CHANGED') return { ...memory, priced: false };
          if (isActorResult(step.event, 'quote', 'done')) return { ...memory, quoted: true };
          if (isActorResult(step.event, 'release', 'done') && (outputOf(step.event) as { released: boolean }).released) return { ...memory, released: true };
          if (isActorResult(step.event, 'premium', 'done')) return { ...memory, priced: true };
          return memory;
        },
      },
      when: (step, memory) => {
        if (!enters(step, 'paying') || step.next.context.paymentReturn !== null) return false;
        const { releaseCheck, premiumStep } = productOf(step.scope).flow;
        return !(memory.quoted && (memory.released || !releaseCheck) && (memory.priced || !premiumStep));
      },
    }),
    {
      kind: 'never',
      id: 'failed-init-or-buy-again-ends',
      description: 'a failed init or buy-again ends the flow (spec section 4: it returns false and the flow stops)',
      when: (step) => (isActorResult(step.event, 'init', 'error') || isActorResult(step.event, 'buyAgain', 'error')) && step.next.status !== 'done',
    },
    {
      kind: 'never',
      id: 'payment-return-confirms-first',
      description: 'back from the payment page the order is confirmed, never started again',
      when: (step) => step.prev.context.paymentReturn !== null && ['checkingUnfinished', 'initialising', 'buyingAgain', 'draft'].some((path) => enters(step, path)),
    },
    paidOnlyWhenConfirmed,
    {
      kind: 'never',
      id: 'coupon-keeps-the-quote',
      description: 'a coupon chosen on the quote keeps its quotation and never goes back to the steps, a new quote or the unfinished-order question',
      when: (step) => step.event.type === 'COUPON_CHANGED'
        && (['draft', 'quoting', 'checkingUnfinished', 'unfinishedFound'].some((path) => enters(step, path)) || step.next.context.quotation !== step.prev.context.quotation),
    },
    {
      kind: 'never',
      id: 'failed-save-keeps-answers',
      description: 'a failed save keeps the user on the same step with the same answers',
      when: (step) => isActorResult(step.event, 'saveStep', 'error')
        && (!sameData(step.next.context.formData, step.prev.context.formData) || currentStep(step.next) !== currentStep(step.prev)),
    },
  ],
});

// ---------------------------------------------------------------------------------------------------
// renewal

type RenewalSnapshot = ReturnType<RenewalMachine['getInitialSnapshot']>;

/** A synthetic one-step product on the MTS renewal path (product.json renewal.motorCheck), proved whatever the manifest holds. */
const motorCheckVariant: ModelProduct & RenewalProduct = {
  code: 'MOTORCHECK', renewal: { motorCheck: true },
  steps: [{ id: 'plan', kind: 'form' }], flow: { machine: 'purchase', releaseCheck: false, premiumStep: true },
};

export const renewalModel: AnyFlowModel = defineFlowModel<RenewalMachine>({
  id: RENEWAL_MACHINE_ID,
  description: 'renewal detail, updateAndSaveMts, adapter premium_calc (motor: haveMts first), pay, renewal paid page',
  products: {
    // Every product sold through the purchase flow has renewal pages (spec section 2).
    uses: (product) => product.flow.machine === 'purchase',
    // The machine and its properties read only whether the product renews through the MTS path; the code is copied into inputs.
    shape: (product) => ({ mtsPath: usesMtsPath(product) }),
    variants: [motorCheckVariant],
  },
  machine: (scope) => createRenewalMachine(productOf(scope)),
  inputs: (scope) => {
    const productCode = productOf(scope).code;
    return [
      { productCode, policyOrderId: 'ORD-P1' },
      { productCode, policyOrderId: 'ORD-P1', paymentReturn: { b2cOrderId: 'ORD-R1', payResult: 'success' } },
    ];
  },
  events: () => [
    { type: 'START' }, { type: 'BACK' }, { type: 'RETRY' },
    { type: 'EDIT', formData: { answer: 'edited' } }, { type: 'CONFIRM', formData: { answer: 'confirmed' } },
    ...paymentEvents,
  ],
  actors: () => ({
    ...paymentSamples,
    haveMts: { outputs: [{ haveMts: true }, { haveMts: false }] },
    loadDetail: {
      outputs: [
        { renewable: true, reason: null, commDate: '2027-03-10', expiryDate: '2028-03-09', quotation: sample.premium, formData: { answer: 'offer' } },
        { renewable: false, reason: 'already renewed', commDate: null, expiryDate: null, quotation: null, formData: {} },
      ],
    },
    save: { outputs: [{ b2cOrderId: 'ORD-R1' }] },
    premium: { outputs: [sample.premium] },
    confirmPayment: { outputs: confirmations },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    neverProperty<RenewalSnapshot, { priced: boolean }>({
      id: 'pay-after-premium',
      description: 'pay is never entered before a successful premium for the confirmed renewal (payment returns excepted)',
      memory: {
        initial: { priced: false },
        update: (memory, step) => (step.event.type === 'CONFIRM' ? { priced: false }
          : isActorResult(step.event, 'premium', 'done') ? { priced: true } : memory),
      },
      when: (step, memory) => enters(step, 'paying') && step.next.context.paymentReturn === null && !memory.priced,
    }),
    {
      kind: 'never',
      id: 'have-mts-only-for-motor',
      description: 'haveMts is asked only on the MTS path (renewal.motorCheck, by default a motor product), never for another product',
      when: (step) => !usesMtsPath(productOf(step.scope)) && invokes(step, 'haveMts'),
    },
    {
      kind: 'never',
      id: 'mts-checked-saved-then-priced',
      description: 'the MTS path loads the offer only after haveMts says there is one; every product prices only after updateAndSaveMts saved the renewal order',
      when: (step) => (usesMtsPath(productOf(step.scope))
          && invokes(step, 'loadDetail') && !(isActorResult(step.event, 'haveMts', 'done') && (outputOf(step.event) as { haveMts: boolean }).haveMts))
        || (invokes(step, 'premium') && !isActorResult(step.event, 'save', 'done')),
    },
    paidOnlyWhenConfirmed,
  ],
});

// ---------------------------------------------------------------------------------------------------
// endorsement

type EndorsementSnapshot = ReturnType<EndorsementMachine['getInitialSnapshot']>;

const contactChanges = [{ field: 'policyHolderInfo.mail', value: 'new@example.mo' }];
const vehicleChanges = [{ field: 'carInfo.motorSize', value: 2200 }];

export const endorsementModel: AnyFlowModel = defineFlowModel<EndorsementMachine>({
  id: ENDORSEMENT_MACHINE_ID,
  description: 'policy changes (endorsement, vehicleEndt): endt/check, endt/premium_calc, confirm, endt/submit, pay the difference',
  machine: () => endorsementMachine,
  inputs: () => [
    { b2cOrderId: 'ORD-P1', kind: 'general' },
    { b2cOrderId: 'ORD-P1', kind: 'vehicle' },
    { b2cOrderId: 'ORD-P1', kind: 'vehicle', paymentReturn: { endtOrderId: 'ORD-E1', payResult: 'success' } },
  ],
  events: () => [
    { type: 'CHOOSE', endtType: 'contact' }, { type: 'CHOOSE', endtType: 'vehicle' },
    { type: 'EDIT', changes: contactChanges }, { type: 'SUBMIT', changes: vehicleChanges },
    { type: 'CONFIRM' }, { type: 'BACK' }, { type: 'RETRY' },
    ...paymentEvents,
  ],
  actors: () => ({
    ...paymentSamples,
    checkEndorsement: {
      outputs: [{ fields: ['carInfo.motorSize'], currentValues: { 'carInfo.motorSize': 1800 }, effectiveDate: '2026-09-10', expiryDate: '2027-03-09', remainingDays: 181 }],
    },
    endorsementPremium: {
      outputs: [{ premiumDifference: 120.5, currency: 'MOP', oldPremium: 2000, newPremium: 2243, remainingDays: 181, termDays: 365, effectiveDate: '2026-09-10' }],
    },
    submitEndorsement: {
      outputs: [
        { endtNo: 'E-MTV-2026-000001', status: 'awaitingPayment', premiumDifference: 120.5, currency: 'MOP', endtOrderId: 'ORD-E1' },
        { endtNo: 'E-MTV-2026-000002', status: 'applied', premiumDifference: 0, currency: 'MOP', endtOrderId: null },
      ],
    },
    confirmPayment: { outputs: confirmations },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    neverProperty<EndorsementSnapshot, { checked: boolean; priced: unknown }>({
      id: 'submit-after-check-premium-confirm',
      description: 'the changes are submitted only after the kind passed endt.check, these very changes were priced and the user confirmed the difference',
      memory: {
        initial: { checked: false, priced: null },
        update: (memory, step) => {
          if (step.event.type === 'CHOOSE') return { checked: false, priced: null };
          if (isActorResult(step.event, 'checkEndorsement', 'done')) return { ...memory, checked: true };
          if (step.event.type === 'SUBMIT') return { ...memory, priced: null };
          if (isActorResult(step.event, 'endorsementPremium', 'done')) return { ...memory, priced: step.next.context.changes };
          return memory;
        },
      },
      // The submit starts on the user's CONFIRM of the priced changes.
      when: (step, memory) => invokes(step, 'submitEndorsement')
        && !(memory.checked && step.event.type === 'CONFIRM' && sameData(memory.priced, step.next.context.changes)),
    }),
    neverProperty<EndorsementSnapshot, { awaiting: boolean }>({
      id: 'pay-only-an-endorsement-order',
      description: 'pay is entered only for the endorsement order a submit left awaiting payment (payment returns excepted), and pays that order',
      memory: {
        initial: { awaiting: false },
        update: (memory, step) => (isActorResult(step.event, 'submitEndorsement', 'done')
          ? { awaiting: (outputOf(step.event) as { status: string; endtOrderId: string | null }).endtOrderId !== null }
          : memory),
      },
      when: (step, memory) => {
        if (!enters(step, 'paying')) return false;
        const expected = step.next.context.result?.endtOrderId ?? step.next.context.paymentReturn?.endtOrderId;
        if ((invokedInput(step, 'pay') as { b2cOrderId: string }).b2cOrderId !== expected) return true;
        return step.next.context.paymentReturn === null && !memory.awaiting;
      },
    }),
    {
      kind: 'never',
      id: 'applied-only-when-submitted-free',
      description: 'the applied result is shown only when endt.submit answered that the change was applied',
      when: (step) => enters(step, 'applied')
        && !(isActorResult(step.event, 'submitEndorsement', 'done') && (outputOf(step.event) as { status: string }).status === 'applied'),
    },
    {
      kind: 'never',
      id: 'check-sends-page-kind',
      description: 'endt.check is asked about the policy for a kind of change the page offers (vehicle only on vehicleEndt; contact or name on endorsement)',
      when: (step) => {
        if (!invokes(step, 'checkEndorsement')) return false;
        const { b2cOrderId, endtType } = invokedInput(step, 'checkEndorsement') as { b2cOrderId: string; endtType: string };
        const offered = step.next.context.kind === 'vehicle' ? ['vehicle'] : ['contact', 'name'];
        return b2cOrderId !== step.next.context.b2cOrderId || !offered.includes(endtType);
      },
    },
    {
      kind: 'never',
      id: 'premium-for-entered-changes',
      description: 'endt.premiumCalc and endt.submit are sent every change entered, for the kind checked',
      when: (step) => ['endorsementPremium', 'submitEndorsement'].some((actor) => invokes(step, actor)
        && !sameData(invokedInput(step, actor), { b2cOrderId: step.next.context.b2cOrderId, endtType: step.next.context.endtType, changes: step.next.context.changes })),
    },
    {
      kind: 'never',
      id: 'failed-premium-keeps-changes',
      description: 'a refused premium calculation (field not endorsable, invalid value) keeps the user on the form with the changes entered',
      when: (step) => isActorResult(step.event, 'endorsementPremium', 'error')
        && (!isIn(step.next, 'editing') || !sameData(step.next.context.changes, step.prev.context.changes)),
    },
    paidOnlyWhenConfirmed,
  ],
});

// ---------------------------------------------------------------------------------------------------
// claim

type ClaimSnapshot = ReturnType<ClaimMachine['getInitialSnapshot']>;

const claimDraft = (documents: ClaimDocument[]) => ({ claimId: 'CL-1', claimType: null, formData: {}, documents });
const claimTypeSample = { code: 'TRAVEL_DELAY', name: 'Trip delay', documents: [{ docType: 'ID_PROOF', name: 'ID', required: true, maxFiles: 2 }], infoFields: ['incidentDate'] };
const claimDetailSample = (status: string) => ({
  claimId: 'CL-1', claimNo: 'C-TPS-2026-000001', status, claimType: 'TRAVEL_DELAY', description: 'A nine-hour flight delay.',
  documents: [{ fileId: 'F9', docType: 'ID_PROOF', name: 'old.jpg' }], history: [{ status, note: null, at: '2026-01-01T00:00:00Z' }],
});

export const claimModel: AnyFlowModel = defineFlowModel<ClaimMachine>({
  id: CLAIM_MACHINE_ID,
  description: 'filing a claim (apply, claim type, info, documents, submit) and following it (records, detail, updateInfo)',
  machine: () => claimMachine,
  inputs: () => [{ mode: 'apply' }, { mode: 'records' }, { mode: 'detail', claimId: 'CL-1' }, { mode: 'update', claimId: 'CL-1' }],
  events: () => [
    { type: 'SELECT_POLICY', policy: { b2cOrderId: 'B2C-1', line: 'travel' }, incidentDate: '2026-01-02' },
    { type: 'CHOOSE_TYPE', claimType: 'TRAVEL_DELAY' }, { type: 'CHOOSE_TYPE', claimType: 'NOT-OFFERED' },
    { type: 'EDIT', formData: { description: 'A nine-hour delay, with receipts.' } }, { type: 'NEXT', formData: { amount: 800 } },
    { type: 'ATTACH', document: { fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' } },
    { type: 'REMOVE', fileId: 'F1' }, { type: 'SUBMIT' }, { type: 'BACK' }, { type: 'VIEW_RECORDS' },
    { type: 'OPEN', claimId: 'CL-1' }, { type: 'UPDATE' }, { type: 'RETRY' },
  ],
  actors: () => ({
    applyClaim: { outputs: [claimDraft([])] },
    loadClaimTypes: { outputs: [[claimTypeSample]] },
    saveInfo: { outputs: [claimDraft([])], errors: [new Error('Description of what happened is not valid')] },
    attachDocument: { outputs: [claimDraft([{ fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' }])] },
    submitClaim: {
      outputs: [{ claimNo: 'C-TPS-2026-000001' }],
      errors: [new ClaimRefused('Please fill in Bank name before submitting', { field: 'bankName' }), new ClaimRefused('Please upload "ID"', { docType: 'ID_PROOF' }), new Error('offline')],
    },
    loadRecords: { outputs: [[{ claimId: 'CL-1', claimNo: 'C-TPS-2026-000001', status: 'submitted' }]] },
    loadDetail: { outputs: [claimDetailSample('infoRequested'), claimDetailSample('submitted')] },
    updateClaim: { outputs: [claimDetailSample('submitted')] },
  }),
  properties: [
    reachableAll,
    noDeadlock(['submitted', 'records', 'detail']),
    neverProperty<ClaimSnapshot, { typeChosen: boolean; infoDone: boolean }>({
      id: 'submit-after-type-info-documents',
      description: 'a claim is submitted only after a claim type, the info saved by the gateway and at least one document',
      memory: {
        initial: { typeChosen: false, infoDone: false },
        update: (memory, step) => {
          if (enters(step, 'apply')) return { typeChosen: false, infoDone: false };
          if (isIn(step.prev, 'choosingType') && enters(step, 'info')) return { ...memory, typeChosen: true };
          return isActorResult(step.event, 'saveInfo', 'done') ? { ...memory, infoDone: true } : memory;
        },
      },
      when: (step, memory) => invokes(step, 'submitClaim')
        && !(memory.typeChosen && memory.infoDone && (invokedInput(step, 'submitClaim') as { documents: ClaimDocument[] }).documents.length > 0),
    }),
    {
      kind: 'never',
      id: 'empty-documents-refused',
      description: 'submitting a claim without any document is refused with "image cannot be empty"',
      when: (step) => step.event.type === 'SUBMIT' && isIn(step.prev, 'documents') && step.prev.context.documents.length === 0
        && (step.invoked.length > 0 || step.next.context.error !== EMPTY_DOCUMENTS_ERROR),
    },
    {
      kind: 'never',
      id: 'claim-type-from-the-list',
      description: 'only a claim type the gateway offered can be chosen',
      when: (step) => isIn(step.prev, 'choosingType') && enters(step, 'info')
        && !step.next.context.claimTypes.some((type) => type.code === step.next.context.claimType),
    },
    {
      kind: 'never',
      id: 'failed-submit-keeps-everything',
      description: 'a failed save, submit or update keeps the claim type, answers and documents on an editing screen (the info form when an info field is missing)',
      when: (step) => (isActorResult(step.event, 'submitClaim', 'error') || isActorResult(step.event, 'updateClaim', 'error') || isActorResult(step.event, 'saveInfo', 'error'))
        && (!(isIn(step.next, 'documents') || isIn(step.next, 'updateInfo') || isIn(step.next, 'info'))
          || !sameData([step.next.context.claimType, step.next.context.formData, step.next.context.documents], [step.prev.context.claimType, step.prev.context.formData, step.prev.context.documents])),
    },
    {
      kind: 'never',
      id: 'submit-refusal-goes-to-missing',
      description: 'a submit refused for a missing info field opens the info form; one for a missing document stays on the documents',
      when: (step) => isActorResult(step.event, 'submitClaim', 'error')
        && (step.next.context.missingField !== null ? !isIn(step.next, 'info') : !isIn(step.next, 'documents')),
    },
    {
      kind: 'never',
      id: 'update-only-when-info-requested',
      description: 'a claim is updated only while the insurer has asked for more information',
      when: (step) => enters(step, 'updateInfo') && step.next.context.detail?.status !== 'infoRequested',
    },
  ],
});

/** Every lifecycle model, in the order of spec section 4; the report lists them so. */
export const flowModels: readonly AnyFlowModel[] = [
  launchModel, sessionModel, bridgeModel, loginModel, purchaseModel, renewalModel, endorsementModel, claimModel,
];
