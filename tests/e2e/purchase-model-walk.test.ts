/**
 * `npm run replay -- <CODE> --browser` walks the purchase MODEL's paths in Chromium
 * through the real pages against a fresh gateway. The paths are the model checker's replay suite of the
 * purchase model for the product (explore + replayPaths, the module the api replay of
 * tests/api/conformance/purchase-replay.test.ts reads): the paid return, a failed payment retried, a refused
 * release, a saved draft continued or discarded, a buy-again, and a session that ended (the order page opened
 * signed out: the sign-in page, then back on the order).
 *
 * Every event of a path maps to a page action in one table (PAGE_ACTIONS): what the gateway must hold
 * before the page opens for the real call to answer as the event says, what the user does on the page, and
 * what the page shows and the gateway holds once the event is taken (the path's end state when it is the
 * last). A path with an event the table has no action for is listed as "not walkable in the browser", by
 * name, never skipped in silence.
 *
 * The product is REPLAY_PRODUCT (the command sets it); without it the e2e project leaves the file out
 * (vite.config.ts), so the suite pays for the walk once, through the command (tests/e2e/replay-browser.test.ts,
 * one product, one language).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { Draft } from '../../src/contract/index.js';
import { replayPaths, runsOf, type ReplayPath } from '../../src/tools/model-check/check-model.js';
import { explore } from '../../src/tools/model-check/explore.js';
import { loadProducts } from '../../src/tools/model-check/load-products.js';
import { outputOf } from '../../flows/flow-model.js';
import { purchaseModel } from '../../flows/purchase.properties.js';
import type { PurchaseInput } from '../../flows/types.js';
import { productForm } from '../api/conformance/support/product-forms.js';
import { watchConsole } from './support/browser.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { clientOf, signedInClient, type SignedInClient } from './support/signed-in-client.js';
import { signInWithSms } from './support/sms-login.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite, type BrowserSuite } from './support/suite.js';

type Form = Record<string, unknown>;

const LOGIN_PATH = '/pages/login/smsCode/index';
/** The SMS code can be sent again to the same phone after 60 s: the gateway clock moves on by this much. */
const PAST_RESEND_WAIT_MS = 61_000;

/** One path walked: its page, the user the gateway knows, the form the path saves, what was arranged. */
interface Walk {
  code: string;
  page: Page;
  input: PurchaseInput;
  user: SignedInClient;
  form: Form;
  /** The order the arrangement made (a saved draft, a paid order, a priced order to pay), or null. */
  orderId: string | null;
  /** The wizard's step the page shows last seen, or null before one is. */
  step: string | null;
  /** The sandbox payment page of the arranged order and the result to press there. */
  payment: { payUrl: string; result: 'success' | 'fail' } | null;
}

/** One event of the model, as the browser takes it. */
interface PageAction {
  /** The form the path saves has a person outside the underwriting ages (its release is refused). */
  refuses?: true;
  /** Before the page opens: what the gateway must hold for the real call to answer as the event says. */
  arrange?(walk: Walk, event: EventObject): Promise<void>;
  /** What the user does on the page. */
  act?(walk: Walk): Promise<void>;
  /** What the page shows and the gateway holds once the event is taken; none for a passing state. */
  ends?(walk: Walk): Promise<void>;
}

let clockOffsetMs = 0;
/** The gateway and the browser, started only when there is a product to walk. */
let suite!: BrowserSuite;

/** The call's data, or an error naming the call. */
function answered<T>(value: T | false, what: string): T {
  if (value === false) throw new Error(`${what} failed`);
  return value;
}

/** The gateway as the page's own session sees it (the token the storefront keeps, read at each call). */
async function pageClient(walk: Walk) {
  const stored = await walk.page.evaluate(() => localStorage.getItem('mo-session') ?? '');
  const token = (JSON.parse(stored) as { state: { token: string | null } }).state.token;
  return clientOf(suite.running, () => token);
}

/** Saves the walk's form to the order at every step up to `last`. */
async function saveThrough(walk: Walk, b2cOrderId: string, last: string): Promise<void> {
  const { steps } = productForm(walk.code);
  for (const step of steps.slice(0, steps.indexOf(last) + 1)) {
    answered(await walk.user.client.call('order.tempSave', { b2cOrderId, step, formData: walk.form }, { params: { product: walk.code } }), `order.tempSave ${step}`);
  }
}

/** A new draft of the walk's user saved at every step up to `last`; its id, kept as the walk's order. */
async function savedDraft(walk: Walk, last: string): Promise<string> {
  const draft = answered(await walk.user.client.call('order.create', {}, { params: { product: walk.code } }), 'order.create');
  await saveThrough(walk, draft.b2cOrderId, last);
  walk.orderId = draft.b2cOrderId;
  return draft.b2cOrderId;
}

/** A whole order of the walk's user quoted, released and priced, with its sandbox payment opened. */
async function pricedOrder(walk: Walk, result: 'success' | 'fail'): Promise<void> {
  const params = { product: walk.code };
  const b2cOrderId = await savedDraft(walk, productForm(walk.code).steps.at(-1) ?? '');
  for (const call of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) answered(await walk.user.client.call(call, { b2cOrderId }, { params }), call);
  const pay = answered(await walk.user.client.call('pay.createPayOrder', { b2cOrderId, returnUrl: `/pages/order/${walk.code}/index` }, { idempotencyKey: crypto.randomUUID() }), 'pay.createPayOrder');
  walk.payment = { payUrl: pay.payUrl, result };
}

/** The order as the gateway holds it, read through the page's session. */
async function orderAtGateway(walk: Walk) {
  const client = await pageClient(walk);
  return answered(await client.call('order.detail', {}, { params: { id: walk.orderId ?? '' } }), 'order.detail');
}

/** The page shows the wizard's step (the first when none is named) and the gateway holds the page's draft. */
async function onStep(walk: Walk, step = productForm(walk.code).steps[0] ?? ''): Promise<void> {
  await byTestId(walk.page, `step-${step}`);
  walk.step = step;
  const client = await pageClient(walk);
  const draft = answered(await client.call('order.temporary', {}, { params: { product: walk.code } }), 'order.temporary');
  expect(draft?.productCode).toBe(walk.code);
}

/** Presses `result` on the sandbox payment page of the arranged order (the page sends the browser back). */
async function payOnSandboxPage(walk: Walk): Promise<void> {
  const { payUrl, result } = walk.payment ?? { payUrl: '', result: 'success' };
  await walk.page.goto(new URL(payUrl, suite.running.url).href);
  await walk.page.locator(`form:has(input[name="result"][value="${result}"]) button[type="submit"]`).click();
}

/**
 * The one table: each event of the purchase model (a user event by its type, an actor's result by the
 * actor and the outcome its guards read) and what it is in the browser.
 */
const PAGE_ACTIONS: Readonly<Record<string, PageAction>> = {
  START: {
    async act(walk) {
      if (walk.input.paymentReturn) return payOnSandboxPage(walk);
      const buyAgain = walk.input.buyAgainFrom === undefined ? ''
        : `?buyAgain=${encodeURIComponent(walk.orderId ?? walk.input.buyAgainFrom)}${walk.input.clearAnswers ? '&clearAnswers=1' : ''}`;
      await walk.page.goto(`${suite.running.url}/pages/order/${walk.code}/index${buyAgain}`);
    },
  },
  'checkUnfinished done (none)': { ends: (walk) => onStep(walk) },
  'checkUnfinished error': {
    async arrange(walk) {
      expect(await suite.running.gateway.sandbox?.expireSessions('853', walk.user.phone)).toBe(1);
    },
    // The ended session sends the page to the sign-in; a new code for the same phone brings it back.
    async act(walk) {
      await expectPath(walk.page, LOGIN_PATH);
      clockOffsetMs += PAST_RESEND_WAIT_MS;
      await signInWithSms(walk.page, suite.running, walk.user.phone);
      await expectPath(walk.page, `/pages/order/${walk.code}/index`);
    },
    ends: (walk) => onStep(walk),
  },
  'checkUnfinished done (a draft)': {
    // Saved at its first step: a draft never saved is continued without the question (the machine reads
    // no more of the draft found than that it is one; the step it resumes on is loadDraft's).
    async arrange(walk) {
      await savedDraft(walk, productForm(walk.code).steps[0] ?? '');
    },
    async ends(walk) {
      await byTestId(walk.page, 'unfinished-dialog');
      expect((await orderAtGateway(walk)).status).toBe('draft');
    },
  },
  CONTINUE: { act: async (walk) => (await byTestId(walk.page, 'unfinished-continue')).click() },
  'loadDraft done': {
    async arrange(walk, event) {
      const { step } = outputOf(event) as Draft;
      if (step !== null) await saveThrough(walk, walk.orderId ?? '', step);
    },
    async ends(walk) {
      const { steps } = productForm(walk.code);
      const saved = answered(await (await pageClient(walk)).call('order.temporary', { b2cOrderId: walk.orderId ?? '' }, { params: { product: walk.code } }), 'order.temporary');
      const at = saved?.step ? steps.indexOf(saved.step) + 1 : 0;
      await onStep(walk, steps[Math.min(at, steps.length - 1)]);
    },
  },
  DISCARD: {
    act: async (walk) => (await byTestId(walk.page, 'unfinished-discard')).click(),
    async ends(walk) {
      await onStep(walk);
      // A discarded draft is gone: the page's draft is a new one.
      const client = await pageClient(walk);
      expect(answered(await client.call('order.temporary', {}, { params: { product: walk.code } }), 'order.temporary')?.b2cOrderId).not.toBe(walk.orderId);
    },
  },
  'deleteTemp done': {},
  'init done': { ends: (walk) => onStep(walk) },
  'buyAgain error': {
    async ends(walk) {
      await byTestId(walk.page, 'order-stopped');
      const client = await pageClient(walk);
      expect(answered(await client.call('order.temporary', {}, { params: { product: walk.code } }), 'order.temporary')).toBeNull();
    },
  },
  'buyAgain done': {
    async arrange(walk) {
      await pricedOrder(walk, 'success');
      await payOnSandboxPage(walk);
      expect((await orderAtGateway(walk)).status).toBe('paid');
    },
    ends: (walk) => onStep(walk),
  },
  NEXT: {
    async act(walk) {
      await walk.page.getByTestId('next').click();
    },
    // The step is saved and the next one shown; after the last, the quote's events say what follows.
    async ends(walk) {
      const { steps } = productForm(walk.code);
      const left = walk.step ?? '';
      const next = steps[steps.indexOf(left) + 1];
      if (next === undefined) return;
      await byTestId(walk.page, `step-${next}`);
      const draft = answered(await (await pageClient(walk)).call('order.temporary', {}, { params: { product: walk.code } }), 'order.temporary');
      expect(draft?.step).toBe(left);
      walk.step = next;
    },
  },
  'saveStep done': {},
  'quote done': {},
  'release done (released)': {},
  'release done (refused)': {
    refuses: true,
    async ends(walk) {
      await byTestId(walk.page, 'release-refused');
      const order = await orderAtGateway(walk);
      expect(order.quotationNo).not.toBeNull();
      expect(order.status).not.toBe('priced');
    },
  },
  'premium done': {
    async ends(walk) {
      const shown = Number(((await (await byTestId(walk.page, 'premium-amount')).textContent()) ?? '').replace(/[^\d.]/g, ''));
      const order = await orderAtGateway(walk);
      expect(order.status).toBe('priced');
      expect(order.premium).toBe(shown);
    },
  },
  'confirmPayment done (paid)': {
    arrange: (walk) => pricedOrder(walk, 'success'),
    async ends(walk) {
      const policyNo = ((await (await byTestId(walk.page, 'policy-no')).textContent()) ?? '').trim();
      const order = await orderAtGateway(walk);
      expect(order.status).toBe('paid');
      expect(order.policyNo).toBe(policyNo);
    },
  },
  'confirmPayment done (failed)': {
    arrange: (walk) => pricedOrder(walk, 'fail'),
    async ends(walk) {
      await byTestId(walk.page, 'retry-pay');
      const order = await orderAtGateway(walk);
      expect(order.status).not.toBe('paid');
      expect(order.policyNo).toBeNull();
    },
  },
  RETRY_PAY: { act: async (walk) => (await byTestId(walk.page, 'retry-pay')).click() },
  'pay done': {
    // A new payment of the same order: the browser is on its sandbox page, the order waits for it.
    async ends(walk) {
      await walk.page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: UI_TIMEOUT_MS });
      const order = await orderAtGateway(walk);
      expect(order.payOrderId).not.toBeNull();
      expect(walk.page.url()).toContain(order.payOrderId ?? '');
      expect(order.status).not.toBe('paid');
    },
  },
};

/** The outcome of an actor's result that the machine's guards read, as the table names it. */
function outcomeOf(actor: string, output: unknown): string {
  if (actor === 'checkUnfinished') return output === null ? ' (none)' : ' (a draft)';
  if (actor === 'confirmPayment') return (output as { status: string }).status === 'paid' ? ' (paid)' : ' (failed)';
  if (actor === 'release') return (output as { released: boolean }).released ? ' (released)' : ' (refused)';
  return '';
}

/** The table's key of a model event. */
function eventKey(event: EventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `${done[1]} done${outcomeOf(done[1]!, outputOf(event))}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  return failed ? `${failed[1]} error` : event.type;
}

const code = process.env.REPLAY_PRODUCT;
const run = code ? runsOf(purchaseModel, loadProducts('schemas')).find((candidate) => !candidate.variant && candidate.scope.product?.code === code) : undefined;

// The e2e project takes this file only with REPLAY_PRODUCT set (vite.config.ts): a product not on sale is a mistake.
if (!run) throw new Error(`REPLAY_PRODUCT=${code ?? ''} is no product on sale: npm run replay -- <CODE> --browser`);
describe(`purchase model of ${run.scope.product!.code} walked in the browser`, () => {
  suite = browserSuite({ now: () => new Date(Date.now() + clockOffsetMs) });
  const exploration = explore(purchaseModel, run.scope);
  const paths = replayPaths(exploration).map((path: ReplayPath) => {
    const keys = path.edges.map((edge) => eventKey(edge.event));
    // The step a draft was saved through tells apart paths whose keys are the same.
    const shown = keys.map((key, index) => {
      const output = outputOf(path.edges[index]!.event) as { step?: unknown } | null | undefined;
      return typeof output?.step === 'string' ? `${key} at ${output.step}` : key;
    });
    return { path, keys, input: exploration.inputs[path.input] as PurchaseInput, name: `${JSON.stringify(exploration.inputs[path.input])}: ${shown.join(' > ')}` };
  });
  const walkable = paths.filter(({ keys }) => keys.every((key) => key in PAGE_ACTIONS));

  it('has paths to walk, each ending in a state the page and the gateway are checked for', () => {
    expect(walkable.length).toBeGreaterThan(0);
    expect(walkable.filter(({ keys }) => !PAGE_ACTIONS[keys.at(-1)!]?.ends).map(({ name }) => name)).toEqual([]);
  });

  // A path the table cannot walk is a gap in the table: it fails by name rather than being left out.
  it('walks every path of the model: each event has a page action', () => {
    expect(paths.filter((entry) => !walkable.includes(entry))
      .map(({ name, keys }) => `${name} (no page action for ${keys.filter((key) => !(key in PAGE_ACTIONS)).join(', ')})`)).toEqual([]);
  });

  it.each(walkable.map((entry) => [entry.name, entry] as const))('%s', async (_name, { keys, path, input }) => {
    const actions = keys.map((key) => PAGE_ACTIONS[key]!);
    const user = await signedInClient(suite.running, `/pages/order/${code!}/index`);
    const params = { product: code! };
    const defaults = answered(await user.client.call('order.create', {}, { params }), 'order.create');
    const valid = await productForm(code!).build(defaults.formData, user.client);
    // The draft made for the defaults is deleted: the walk starts with no draft.
    answered(await user.client.call('order.tempDelete', { b2cOrderId: defaults.b2cOrderId }, { params }), 'order.tempDelete');
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: user.sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    const walk: Walk = { code: code!, page, input, user, form: actions.some((action) => action.refuses) ? productForm(code!).refused(valid) : valid, orderId: null, step: null, payment: null };
    try {
      for (const [index, action] of actions.entries()) await action.arrange?.(walk, path.edges[index]!.event);
      for (const action of actions) {
        await action.act?.(walk);
        await action.ends?.(walk);
      }
      // The calls a path refuses (an ended session, an order not found, a refused release) answer an error
      // status, which the browser reports as a failed resource; nothing else may go wrong on the page.
      expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
