/**
 * The checker must not pass machines vacuously: each real machine is broken in one realistic way, and
 * the property that guards against that bug must come back violated with a shortest counterexample
 * (or, for reachability, the unreached states).
 */
import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import type { AnyFlowModel, ModelProduct } from '../../../flows/flow-model.js';
import type { RenewalProduct } from '../../../flows/renewal.machine.js';
import { bridgeModel } from '../../../flows/bridge.properties.js';
import { claimModel } from '../../../flows/claim.properties.js';
import { endorsementModel } from '../../../flows/endorsement.properties.js';
import { launchModel } from '../../../flows/launch.properties.js';
import { loginModel } from '../../../flows/login.properties.js';
import { purchaseModel } from '../../../flows/purchase.properties.js';
import { renewalModel } from '../../../flows/renewal.properties.js';
import { sessionModel } from '../../../flows/session.properties.js';
import { checkRun } from '../../../src/tools/model-check/check-model.js';
import { eventLabel } from '../../../src/tools/model-check/format-report.js';
import { mutateMachine, stateAt, type ConfigNode } from './support/mutate-machine.js';

const tps: ModelProduct = {
  code: 'TPS',
  steps: [{ id: 'plan', kind: 'form' }, { id: 'insured', kind: 'form' }, { id: 'holder', kind: 'form' }, { id: 'confirm', kind: 'review' }],
  flow: { machine: 'purchase', releaseCheck: true, premiumStep: true },
};
const mts: ModelProduct & RenewalProduct = { code: 'MTS', renewal: { motorCheck: true }, steps: [{ id: 'plan', kind: 'form' }], flow: { machine: 'purchase', releaseCheck: false, premiumStep: true } };

/** The model with its machine broken by `patch`, checked for `product` (or once). */
function checkBroken(model: AnyFlowModel, patch: (config: ConfigNode) => void, product: ModelProduct | null = null) {
  const broken: AnyFlowModel = { ...model, machine: (scope) => mutateMachine(model.machine(scope), patch) };
  return checkRun({ model: broken, scope: { product, products: [tps] }, variant: false });
}

function verdict(result: ReturnType<typeof checkRun>, id: string) {
  const property = result.properties.find((candidate) => candidate.id === id);
  if (!property) throw new Error(`no property ${id}`);
  return property;
}

function invoke(config: ConfigNode, path: string): ConfigNode {
  return stateAt(config, path).invoke as ConfigNode;
}

describe('the real machines pass, broken ones are caught', () => {
  it.each([
    {
      name: 'launch loads the feature switches before the label file decides',
      model: launchModel, product: null, property: 'steps-in-order',
      patch: (config: ConfigNode) => { stateAt(config, 'checkingDevice').always = [{ guard: 'notMobile', target: 'desktopNotice' }, { target: 'loadingBanInfo' }]; },
    },
    {
      name: 'launch keeps going after a forbidden label file',
      model: launchModel, product: null, property: 'forbidden-shows-nothing-page',
      patch: (config: ConfigNode) => { (invoke(config, 'loadingLabels').onDone as ConfigNode[])[0]!.target = 'loadingBanInfo'; },
    },
    {
      name: 'launch wakes the bank app up without a session',
      model: launchModel, product: null, property: 'wake-up-when-due',
      patch: (config: ConfigNode) => { stateAt(config, 'deciding').always = [{ guard: 'wakesUpApp', target: 'wakingUp' }, { target: 'ready' }]; },
    },
    {
      name: 'S00002 keeps the token',
      model: sessionModel, product: null, property: 's00002-clears-token-and-user',
      patch: (config: ConfigNode) => {
        stateAt(config, 'ending').entry = [assign(({ event }: { event: { type: string; code?: string } }) => ({ endedBy: event.code ?? null })), (stateAt(config, 'ending').entry as unknown[])[1]];
      },
    },
    {
      name: 'login forgets the page the session ended on',
      model: sessionModel, product: null, property: 'session-round-trip',
      patch: (config: ConfigNode) => { stateAt(config, 'loggedIn').always = [{ target: 'signedIn' }]; },
    },
    {
      name: 'logout keeps the third-party info',
      model: sessionModel, product: null, property: 'logout-clears-everything',
      patch: (config: ConfigNode) => {
        (invoke(config, 'loggingOut').onDone as ConfigNode).actions = [assign({ token: null, user: null }), ((invoke(config, 'loggingOut').onDone as ConfigNode).actions as unknown[])[1]];
      },
    },
    {
      name: 'the telecom app is sent to login instead of its hand-off page',
      model: sessionModel, product: null, property: 'session-end-per-channel',
      patch: (config: ConfigNode) => { stateAt(config, 'ending').always = [{ guard: 'inBankApp', target: 'awaitingLogin.bankHandOff' }, { target: 'awaitingLogin.login' }]; },
    },
    {
      name: 'the bridge follows any redirectUrl',
      model: bridgeModel, product: null, property: 'redirect-allow-list',
      patch: (config: ConfigNode) => {
        stateAt(config, 'relaunching').entry = [{ type: 'relaunch', params: ({ context }: { context: { query: { redirectUrl?: string }; homePath: string } }) => ({ to: context.query.redirectUrl ?? context.homePath }) }];
      },
    },
    {
      name: 'the back message appears as soon as the bank app closes',
      model: bridgeModel, product: null, property: 't00010-prompt-close-back-message',
      patch: (config: ConfigNode) => { stateAt(config, 'idCodeError').on = { KNOW: 'backMessage' }; },
    },
    {
      name: 'login stores the token of a T01002 answer',
      model: loginModel, product: null, property: 't01002-returned-as-is',
      patch: (config: ConfigNode) => { (invoke(config, 'submitting').onDone as unknown[]).splice(1, 1); },
    },
    {
      name: 'login ignores T00009',
      model: loginModel, product: null, property: 't00009-hides-recommender',
      patch: (config: ConfigNode) => { (invoke(config, 'submitting').onDone as unknown[]).splice(0, 1); },
    },
    {
      name: 'purchase pays without the premium (released goes straight to the pay screen)',
      model: purchaseModel, product: tps, property: 'pay-after-quote-and-premium',
      patch: (config: ConfigNode) => { (invoke(config, 'releasing').onDone as ConfigNode[])[0]!.target = '#purchase.readyToPay'; },
    },
    {
      name: 'a failed init lets the user retry',
      model: purchaseModel, product: tps, property: 'failed-init-or-buy-again-ends',
      patch: (config: ConfigNode) => { (invoke(config, 'initialising').onError as ConfigNode).target = 'failed'; },
    },
    {
      name: 'a renewal is paid at the confirmed price without recalculating it',
      model: renewalModel, product: tps, property: 'pay-after-premium',
      patch: (config: ConfigNode) => { (invoke(config, 'saving').onDone as ConfigNode).target = 'readyToPay'; },
    },
    {
      name: 'MTS loads the offer without asking haveMts',
      model: renewalModel, product: mts, property: 'mts-checked-saved-then-priced',
      patch: (config: ConfigNode) => { (stateAt(config, 'routing').always as ConfigNode[])[1]!.target = 'loadingDetail'; },
    },
    {
      name: 'a claim is submitted without documents',
      model: claimModel, product: null, property: 'empty-documents-refused',
      patch: (config: ConfigNode) => { (stateAt(config, 'documents').on as ConfigNode).SUBMIT = { target: 'submitting' }; },
    },
    {
      name: 'launch sets a day-long outSourceId cookie',
      model: launchModel, product: null, property: 'tracking-cookies',
      patch: (config: ConfigNode) => {
        stateAt(config, 'tracking').entry = [{ type: 'setTrackingCookie', params: ({ context }: { context: { query: { outSourceId?: string } } }) => ({ name: 'outSourceId', value: context.query.outSourceId ?? '', hours: 24 }) }];
      },
    },
    {
      name: 'a desktop browser loads the storefront',
      model: launchModel, product: null, property: 'desktop-gets-notice-only',
      patch: (config: ConfigNode) => { stateAt(config, 'checkingDevice').always = [{ target: 'loadingLabels' }]; },
    },
    {
      name: 'the label file is fetched but never applied',
      model: launchModel, product: null, property: 'labels-applied-when-allowed',
      patch: (config: ConfigNode) => { (invoke(config, 'loadingLabels').onDone as ConfigNode[])[1]!.actions = []; },
    },
    {
      name: 'the feature switches are loaded but not stored',
      model: launchModel, product: null, property: 'ban-info-stored',
      patch: (config: ConfigNode) => { (invoke(config, 'loadingBanInfo').onDone as ConfigNode).actions = []; },
    },
    {
      name: 'the add-information page is only remembered with entered data',
      model: sessionModel, product: null, property: 'add-information-remembered',
      patch: (config: ConfigNode) => {
        const entry = stateAt(config, 'ending').entry as unknown[];
        stateAt(config, 'ending').entry = [
          entry[0],
          assign(({ context }: { context: { callback: { formData?: unknown } | null } }) => ({ callback: context.callback?.formData === undefined ? null : context.callback })),
          entry[1],
        ];
      },
    },
    {
      name: 'the callback opens but stays stored',
      model: sessionModel, product: null, property: 'callback-opens-once',
      patch: (config: ConfigNode) => {
        const open = (stateAt(config, 'loggedIn').always as ConfigNode[])[0]!;
        open.actions = [assign(({ context }) => ({ resumeTo: (context as { callback: unknown }).callback })), ...(open.actions as unknown[]).slice(1)];
      },
    },
    {
      name: 'a finished hand-off always relaunches home',
      model: bridgeModel, product: null, property: 'relaunch-preference',
      patch: (config: ConfigNode) => { stateAt(config, 'relaunching').entry = [{ type: 'relaunch', params: ({ context }: { context: { homePath: string } }) => ({ to: context.homePath }) }]; },
    },
    {
      name: 'the OAuth start goes to a wrong server address',
      model: bridgeModel, product: null, property: 'server-redirects-are-logins',
      patch: (config: ConfigNode) => { stateAt(config, 'oauthLogin').entry = { type: 'redirectToServer', params: { url: '/oauth/start' } }; },
    },
    {
      name: 'purpose BocApp without status asks for third-party info instead',
      model: bridgeModel, product: null, property: 'bocapp-starts-oauth',
      patch: (config: ConfigNode) => { (stateAt(config, 'routing').always as unknown[]).splice(0, 1); },
    },
    {
      name: 'every open id is taken as bound',
      model: bridgeModel, product: null, property: 'open-id-binding',
      patch: (config: ConfigNode) => {
        invoke(config, 'gettingOpenId').onDone = { target: 'tokenLogin', actions: assign(({ event }: { event: { output: { openId: string } } }) => ({ openId: event.output.openId, bound: true })) };
      },
    },
    {
      name: 'the finish relaunches without storing the token',
      model: bridgeModel, product: null, property: 'finish-stores-fetches-relaunches',
      patch: (config: ConfigNode) => { stateAt(config, 'storingToken').entry = []; },
    },
    {
      name: 'without a token the bridge goes to login without the third-party info',
      model: bridgeModel, product: null, property: 'no-token-third-party-then-login',
      patch: (config: ConfigNode) => { (stateAt(config, 'routing').always as ConfigNode[])[3]!.target = 'toLogin'; },
    },
    {
      name: 'login sends the hidden recommender again',
      model: loginModel, product: null, property: 'recommender-hidden-stays-hidden',
      patch: (config: ConfigNode) => {
        invoke(config, 'submitting').input = ({ event }: { event: { type: string; recommender?: string; password?: string } }) => ({
          loginType: 'smsCode', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: event.recommender ?? 'REC-1',
        });
      },
    },
    {
      name: 'a successful login forgets to store the token',
      model: loginModel, product: null, property: 'token-stored-otherwise',
      patch: (config: ConfigNode) => { (invoke(config, 'submitting').onDone as ConfigNode[])[2]!.actions = [((invoke(config, 'submitting').onDone as ConfigNode[])[2]!.actions as unknown[])[0]]; },
    },
    {
      name: 'skipping the password stores a session',
      model: loginModel, product: null, property: 'token-only-from-a-login-response',
      patch: (config: ConfigNode) => {
        (stateAt(config, 'setPassword.editing').on as ConfigNode).SKIP = { guard: 'setsPasswordAfterLogin', target: '#login.done', actions: { type: 'storeSession', params: { token: 'tok-skip', user: null } } };
      },
    },
    {
      name: 'forgot password skips verifying the code',
      model: loginModel, product: null, property: 'reset-after-verified-code',
      patch: (config: ConfigNode) => {
        ((stateAt(config, 'forgot.editing').on as ConfigNode).VERIFY as ConfigNode).target = 'newPassword';
        delete ((stateAt(config, 'forgot.newPassword').on as ConfigNode).SET_PASSWORD as ConfigNode).guard;
      },
    },
    {
      name: 'the set-password page opens without a session',
      model: loginModel, product: null, property: 'set-password-needs-session',
      patch: (config: ConfigNode) => {
        (stateAt(config, 'start').always as ConfigNode[])[4]!.guard = ({ context }: { context: { mode: string } }) => context.mode === 'setPwd';
        (stateAt(config, 'setPassword.editing').on as ConfigNode).SET_PASSWORD = { target: 'saving' };
      },
    },
    {
      name: 'a payment return starts a new order',
      model: purchaseModel, product: tps, property: 'payment-return-confirms-first',
      patch: (config: ConfigNode) => { (stateAt(config, 'idle').on as ConfigNode).START = [{ guard: 'buyingAgain', target: 'buyingAgain' }, { target: 'checkingUnfinished' }]; },
    },
    {
      name: 'any confirmation counts as paid',
      model: purchaseModel, product: tps, property: 'paid-only-when-confirmed',
      patch: (config: ConfigNode) => { invoke(config, 'confirmingPayment').onDone = { target: 'paid' }; },
    },
    {
      name: 'a renewal payment retried keeps the failed attempt\'s error on screen',
      model: renewalModel, product: tps, property: 'pay-attempt-as-asked',
      patch: (config: ConfigNode) => {
        ((stateAt(config, 'payFailed').on as ConfigNode).RETRY_PAY as ConfigNode).actions = assign(({ event }: { event: { returnUrl: string } }) => ({ returnUrl: event.returnUrl }));
      },
    },
    {
      name: 'a failed save clears the answers',
      model: purchaseModel, product: tps, property: 'failed-save-keeps-answers',
      patch: (config: ConfigNode) => { (invoke(config, 'draft.step_plan.saving').onError as ConfigNode).actions = assign({ formData: {} }); },
    },
    {
      name: 'a travel renewal asks haveMts',
      model: renewalModel, product: tps, property: 'have-mts-only-for-motor',
      patch: (config: ConfigNode) => {
        (config.states as ConfigNode).checkingMts = { invoke: { id: 'haveMts', src: 'haveMts', input: { policyOrderId: 'ORD-P1' }, onDone: 'loadingDetail', onError: 'failed' } };
        (stateAt(config, 'routing').always as ConfigNode[])[1]!.target = 'checkingMts';
      },
    },
    {
      name: 'choosing a claim type skips the info step',
      model: claimModel, product: null, property: 'submit-after-type-info-documents',
      patch: (config: ConfigNode) => { ((stateAt(config, 'choosingType').on as ConfigNode).CHOOSE_TYPE as ConfigNode).target = 'documents'; },
    },
    {
      name: 'any claim type is accepted',
      model: claimModel, product: null, property: 'claim-type-from-the-list',
      patch: (config: ConfigNode) => { delete ((stateAt(config, 'choosingType').on as ConfigNode).CHOOSE_TYPE as ConfigNode).guard; },
    },
    {
      name: 'a failed submit drops the documents',
      model: claimModel, product: null, property: 'failed-submit-keeps-everything',
      patch: (config: ConfigNode) => { (invoke(config, 'submitting').onError as ConfigNode).actions = assign({ documents: [] }); },
    },
  ])('$name -> $property violated', ({ model, product, property, patch }) => {
    const real = checkRun({ model, scope: { product, products: [tps] }, variant: false });
    expect(real.properties.filter((candidate) => candidate.status !== 'proved')).toEqual([]);

    const result = checkBroken(model, patch, product);
    const caught = verdict(result, property);
    expect(caught.status).toBe('violated');
    expect(caught.counterexample).toBeDefined();
    expect(result.ok).toBe(false);
  });

  it('reports a shortest counterexample: the fewest events that reach the bug', () => {
    const result = checkBroken(renewalModel, (config) => { (invoke(config, 'saving').onDone as ConfigNode).target = 'readyToPay'; }, tps);
    const steps = verdict(result, 'pay-after-premium').counterexample!.steps.map((step) => eventLabel(step.event).split(' ')[0]);
    // Load the offer, confirm, the save answers, pay: no premium was ever asked for.
    expect(steps).toEqual(['START', 'xstate.done.actor.loadDetail', 'CONFIRM', 'xstate.done.actor.save', 'PAY']);
  });

  it('leaves a transition that throws to no-error, with the message', () => {
    // An offer answered without a renewal order: pricing it anyway throws building the premium call's input.
    const result = checkBroken(renewalModel, (config) => { (invoke(config, 'loadingDetail').onDone as ConfigNode[])[0]!.target = 'pricing'; }, tps);
    expect(verdict(result, 'no-error').status).toBe('violated');
    expect(verdict(result, 'no-error').counterexample!.note).toMatch(/threw: renewal flow: a call was reached without renewalOrderId/);
  });

  it('reports unreached states, dead ends and unhandled failures', () => {
    const unreachable = checkBroken(claimModel, (config) => { (stateAt(config, 'submitted').on as ConfigNode).VIEW_RECORDS = 'submitted'; (config.states as ConfigNode).orphan = {}; });
    expect(verdict(unreachable, 'reachable-all')).toMatchObject({ status: 'violated', unreached: ['orphan'] });

    const deadEnd = checkBroken(endorsementModel, (config) => { stateAt(config, 'refused').on = {}; });
    const deadlock = verdict(deadEnd, 'no-deadlock');
    expect(deadlock.status).toBe('violated');
    expect(deadlock.counterexample!.steps.at(-1)?.value).toBe('refused');
    expect(deadlock.counterexample!.note).toMatch(/no final or resting state/);

    const unhandled = checkBroken(endorsementModel, (config) => { delete invoke(config, 'pricing').onError; });
    const noError = verdict(unhandled, 'no-error');
    expect(noError.status).toBe('violated');
    expect(noError.counterexample!.steps.at(-1)?.event.type).toBe('xstate.error.actor.endorsementPremium');
    expect(noError.counterexample!.steps.at(-1)?.status).toBe('error');
  });
});
