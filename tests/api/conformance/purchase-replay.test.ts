/**
 * Conformance replay (issue 4, item 4): the model checker's replay suite of the purchase machine
 * (`replayPaths`, the shortest paths that together enter every leaf state) of TPS and FHH is replayed against a live
 * sandbox gateway with the real signed client (src/api) and the real actors (createPurchaseActors), no
 * browser. Each path's user events are sent to the running machine; its actor results are not injected
 * but produced by the real calls, after arranging the gateway state that makes them answer as the path
 * says (a fresh user, an unfinished draft, a paid order, an order whose payment failed, an ended session).
 * The machine must then take exactly the macrosteps the model predicts; a mismatch names the path.
 *
 * A path whose actor result a healthy gateway cannot produce (a failing create, a refused release for
 * the sample form, a copied order saved at a later step) is listed as not replayable, with the reason.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type StateValue } from 'xstate';
import { createApiClient } from '../../../src/api/index.js';
import type { Draft } from '../../../src/contract/index.js';
import { createPurchaseActors } from '../../../src/app/pages/order/purchase-actors.js';
import { replayPaths, type ReplayPath } from '../../../src/cli/model-check/check-model.js';
import { explore } from '../../../src/cli/model-check/explore.js';
import { loadProducts } from '../../../src/cli/model-check/load-products.js';
import { purchaseModel } from '../../../flows/properties.js';
import { createPurchaseMachine, type PurchaseEvent } from '../../../flows/purchase.machine.js';
import type { PurchaseInput } from '../../../flows/types.js';
import { CLIENT_ID, CLIENT_KEY, signIn, startTestGateway, type TestGateway } from '../server/signed-fetch.js';
import { tpsForm, TPS_STEPS } from '../server/tps-form.js';

/**
 * antd-mobile's CommonJS entry (the one Node resolves for an externalized dependency) starts with
 * `require("./global.css")`, which Node cannot load ("SyntaxError: Unexpected token ':'" in
 * cjs/global/index.js). The actors only use its Toast and Dialog to show notices, so those two are
 * replaced by recorders; every API call of the actors is real.
 */
const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('antd-mobile', () => ({
  Toast: { show: (options: unknown) => { notices.push(options); } },
  Dialog: { alert: (options: unknown) => { notices.push(options); return Promise.resolve(); } },
}));

const SETTLE_MS = 10_000;

/** A product replayed: its wizard steps and a valid whole form built on a new draft's defaults. */
interface ReplayedProduct {
  code: string;
  steps: readonly string[];
  form(defaults: Record<string, unknown>): Record<string, unknown>;
}

const fhhHolder = {
  englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1985-04-20',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
  mobilePhoneNo: { code: '853', 853: '66123456' }, mail: 'chan.tai.man@example.com',
};

/**
 * TPS (tests/api/server/tps-form.ts) and FHH (the form of tests/api/server/mtv-fhh-orders.test.ts).
 * MTV is left out: its form needs uploaded files and its steps the blocking image check.
 */
const REPLAYED: readonly ReplayedProduct[] = [
  { code: 'TPS', steps: TPS_STEPS, form: (defaults) => tpsForm(defaults) },
  {
    code: 'FHH',
    steps: ['plan', 'property', 'holder', 'confirm'],
    form: (defaults) => ({
      ...defaults,
      planCode: 'B',
      propertyInfo: {
        ...(defaults.propertyInfo as Record<string, unknown>),
        blockCode: 'TAI0001', address: 'Jardins do Oceano, Bloco 3, 12 andar B, Taipa', propertyType: 'APARTMENT',
        occupancy: 'TENANT', grossArea: 650, contentsValue: 350000,
      },
      holderInfo: fhhHolder,
      declaration: true,
    }),
  },
];

const products = loadProducts('schemas');

const outputOf = (event: EventObject): unknown => (event as { output?: unknown }).output;
const isResult = (event: EventObject, actor: string, kind: 'done' | 'error') => event.type === `xstate.${kind}.actor.${actor}`;

/** What tells an actor's sample outputs apart (the fields the machine's guards read). */
function outcome(event: EventObject): string {
  if (!event.type.startsWith('xstate.done.actor.')) return '';
  const output = outputOf(event);
  if (output === null) return '(null)';
  if (typeof output !== 'object' || output === undefined) return '';
  const shown = (['step', 'status', 'released'] as const).filter((field) => field in output)
    .map((field) => `${field}=${String((output as Record<string, unknown>)[field])}`);
  return shown.length > 0 ? `(${shown.join(', ')})` : '';
}

/** The path as its input and events, for test names and failure messages. */
function describePath(inputs: readonly unknown[], path: ReplayPath): string {
  return `${JSON.stringify(inputs[path.input])}: ${path.edges.map((edge) => `${edge.event.type.replace(/^xstate\./, '')}${outcome(edge.event)}`).join(' > ')}`;
}

/** How the gateway must be set up before the path runs. */
interface Arrangement {
  /** Sign the client out: every call answers S00001 (the session ended). */
  signedOut: boolean;
  /** An unfinished draft saved through this step (null: created, never saved), for checkUnfinished. */
  unfinished: { step: string | null } | null;
  /** A real order to put in the input: paid, or with a failed payment. */
  order: 'paid' | 'payment-failed' | null;
}

/** What the path needs of the gateway, or why a healthy gateway cannot answer as the path says. */
function arrange(input: PurchaseInput, path: ReplayPath): Arrangement | { notReplayable: string } {
  const arrangement: Arrangement = { signedOut: false, unfinished: null, order: null };
  for (const { event } of path.edges) {
    const output = outputOf(event);
    if (isResult(event, 'checkUnfinished', 'error')) arrangement.signedOut = true;
    else if (isResult(event, 'checkUnfinished', 'done')) arrangement.unfinished = output === null ? null : { step: (output as Draft).step };
    else if (isResult(event, 'buyAgain', 'done')) {
      // order.againInfo copies the order into a new draft that was never saved.
      if ((output as Draft).step !== null) return { notReplayable: `buyAgain answers a copy saved at "${(output as Draft).step}"; order.againInfo always answers a draft never saved` };
      arrangement.order = 'paid';
    } else if (isResult(event, 'buyAgain', 'error')) {
      // The input's sample order does not exist on the gateway: order.againInfo refuses it.
    } else if (isResult(event, 'confirmPayment', 'done')) {
      arrangement.order = (output as { status: string }).status === 'paid' ? 'paid' : 'payment-failed';
    } else if (isResult(event, 'release', 'done') && !(output as { released: boolean }).released) {
      return { notReplayable: 'release refuses; the valid sample form passes the underwriting check' };
    } else if (event.type.startsWith('xstate.error.actor.')) {
      return { notReplayable: `${event.type.slice('xstate.error.actor.'.length)} fails; a healthy gateway answers it` };
    }
  }
  if (input.paymentReturn && arrangement.order === null) return { notReplayable: 'a payment return without a confirmPayment result' };
  return arrangement;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${SETTLE_MS} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let tg: TestGateway;
let phoneSeq = 0;
beforeAll(async () => {
  tg = await startTestGateway();
});
afterAll(async () => {
  await tg.stop();
});

for (const replayedProduct of REPLAYED) {
  const { code, steps } = replayedProduct;
  const product = products.find((candidate) => candidate.code === code);
  if (!product) throw new Error(`${code} is not in the manifest`);
  const exploration = explore(purchaseModel, { product, products });
  const paths = replayPaths(exploration);
  const inputOf = (path: ReplayPath) => exploration.inputs[path.input] as PurchaseInput;
  const planned = paths.map((path) => ({ path, name: describePath(exploration.inputs, path), plan: arrange(inputOf(path), path) }));
  const replayable = planned.filter((entry): entry is typeof entry & { plan: Arrangement } => !('notReplayable' in entry.plan));
  const skipped = planned.filter((entry) => 'notReplayable' in entry.plan);
  const params = { product: code };
  const replayed: string[] = [];
  let started = 0;
  /** A valid whole form on the defaults of a new draft of the product, for NEXT. */
  let validForm: Record<string, unknown> = {};

  const newDraft = async (token: string): Promise<Draft> => {
    const created = await tg.call<Draft>('order.create', {}, { params, token });
    if (!created.envelope.succ || !created.envelope.data) throw new Error(`order.create: ${created.text}`);
    return created.envelope.data;
  };

  const saveThrough = async (token: string, draft: Draft, last: string | null): Promise<void> => {
    if (last === null) return;
    const form = replayedProduct.form(draft.formData);
    for (const step of steps.slice(0, steps.indexOf(last) + 1)) {
      const saved = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params, token });
      if (!saved.envelope.succ) throw new Error(`order.tempSave ${step}: ${saved.text}`);
    }
  };

  /** An order of the user taken through the sandbox payment page with this result. */
  const orderPaid = async (token: string, result: 'success' | 'fail'): Promise<string> => {
    const draft = await newDraft(token);
    await saveThrough(token, draft, steps[steps.length - 1]!);
    for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) {
      const answer = await tg.call(id, { b2cOrderId: draft.b2cOrderId }, { params, token });
      if (!answer.envelope.succ) throw new Error(`${id}: ${answer.text}`);
    }
    const pay = await tg.call<{ payOrderId: string }>('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: `/pages/order/${code}/index` }, { token, idempotencyKey: crypto.randomUUID() });
    if (!pay.envelope.data) throw new Error(`pay.createPayOrder: ${pay.text}`);
    const completed = await fetch(`${tg.url}/sandbox/pay/${pay.envelope.data.payOrderId}/complete`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `result=${result}`,
    });
    if (completed.status !== 303) throw new Error(`sandbox payment: ${completed.status}`);
    return draft.b2cOrderId;
  };

  /** The event to send for a user event of the path: NEXT carries the valid form. */
  const userEvent = (event: EventObject): PurchaseEvent =>
    event.type === 'NEXT' ? { type: 'NEXT', formData: validForm } : event as PurchaseEvent;

  /** Replays the path; returns the state values the machine took, one per event of the path. */
  const replay = async (path: ReplayPath, plan: Arrangement): Promise<StateValue[]> => {
    phoneSeq += 1;
    const signedIn = await signIn(tg, '853', `6605${String(phoneSeq).padStart(4, '0')}`);
    let input = inputOf(path);
    if (plan.unfinished) await saveThrough(signedIn, await newDraft(signedIn), plan.unfinished.step);
    if (plan.order) {
      const b2cOrderId = await orderPaid(signedIn, plan.order === 'paid' ? 'success' : 'fail');
      if (input.buyAgainFrom !== undefined) input = { ...input, buyAgainFrom: b2cOrderId };
      if (input.paymentReturn) input = { ...input, paymentReturn: { ...input.paymentReturn, b2cOrderId } };
    }
    const token = plan.signedOut ? null : signedIn;
    const client = createApiClient({
      baseUrl: tg.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: tg.gateway.publicKeySpki,
      getToken: () => token, getLang: () => 'en', getRoute: () => `/pages/order/${code}/index`, channel: 'web',
    });
    const actors = createPurchaseActors(client, { onReleaseRefused: () => undefined });
    const actor = createActor(createPurchaseMachine(product).provide({ actors }), { input });
    const observed: StateValue[] = [];
    let recording = false;
    actor.subscribe((snapshot) => {
      if (recording) observed.push(snapshot.value);
    });
    actor.start();
    recording = true;
    try {
      for (const [index, edge] of path.edges.entries()) {
        if (edge.event.type.startsWith('xstate.')) continue;
        // A user event comes once the machine has taken every step before it.
        await until(() => observed.length >= index || actor.getSnapshot().status !== 'active', `step ${index} before ${edge.event.type}`);
        if (observed.length !== index) break; // diverged already: the comparison reports it
        actor.send(userEvent(edge.event));
      }
      // A shorter record (the machine stopped, or waited on a call for too long) fails the comparison below.
      await until(() => observed.length >= path.edges.length || actor.getSnapshot().status !== 'active', `${path.edges.length} steps`).catch(() => undefined);
    } finally {
      actor.stop();
    }
    return observed.slice(0, path.edges.length);
  };

  describe(`conformance replay of the purchase machine (${code})`, () => {
    beforeAll(async () => {
      started = performance.now();
      const probe = await signIn(tg, '853', `6604${String(REPLAYED.indexOf(replayedProduct)).padStart(4, '0')}`);
      validForm = replayedProduct.form((await newDraft(probe)).formData);
    });
    afterAll(() => {
      console.info([
        `purchase replay (${code}): ${replayed.length} replayed of ${paths.length} predicted paths, ${skipped.length} not replayable, ${Math.round(performance.now() - started)} ms`,
        ...skipped.map((entry) => `  not replayable: ${entry.name} (${(entry.plan as { notReplayable: string }).notReplayable})`),
      ].join('\n'));
    });

    it('has a replay suite to run', () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(replayable.length).toBeGreaterThan(0);
    });

    it.each(replayable.map((entry) => [entry.name, entry] as const))('%s', async (name, { path, plan }) => {
      const observed = await replay(path, plan);
      const predicted = path.edges.map((edge) => edge.next?.value ?? null);
      expect(JSON.stringify(observed), `path ${name}: the model predicts ${JSON.stringify(predicted)} but the machine took ${JSON.stringify(observed)}`)
        .toBe(JSON.stringify(predicted));
      replayed.push(name);
    });
  });
}
