/**
 * What the model checker must prove of the bridge page (the bank-app hand-off) (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  actionsOf, defineFlowModel, enters, invokedInput, invokes, isActorResult, isIn, isStart, neverProperty, noDeadlock, outputOf, reachableAll, sameData, type AnyFlowModel, type FlowStep,
} from './flow-model.js';
import { BRIDGE_MACHINE_ID, bridgeMachine, type BridgeInput, type BridgeMachine } from './bridge.machine.js';
import { ALLOWED_ORIGINS, SAFE_REDIRECTS, sample, UNSAFE_REDIRECTS } from './model-samples.js';

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
