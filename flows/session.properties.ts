/**
 * What the model checker must prove of the session (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  actionsOf, defineFlowModel, enters, isIn, neverProperty, noDeadlock, reachableAll, sameData, type AnyFlowModel, type FlowStep,
} from './flow-model.js';
import { CHANNELS, sample, sessionEndPages } from './model-samples.js';
import {
  ADD_INFORMATION_PATH, SESSION_MACHINE_ID, sessionMachine, type Channel, type SessionMachine, type SessionNavigation, type SessionPage,
} from './session.machine.js';

type SessionSnapshot = ReturnType<SessionMachine['getInitialSnapshot']>;
type SessionStep = FlowStep<SessionSnapshot>;

const navigations = (step: SessionStep) => actionsOf(step, 'navigate').map((action) => action.params as SessionNavigation);
const persisted = (step: SessionStep) => actionsOf(step, 'persist').map((action) => action.params as { token: unknown; user: unknown; thirdUserInfo: unknown });

/** The state a session end must lead to in each channel (docs/spec/storefront-spec.md#session). */
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
