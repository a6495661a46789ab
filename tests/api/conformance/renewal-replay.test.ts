/**
 * Conformance replay of the renewal machine, for every product sold through the
 * purchase flow (each with the valid order form the generic builder derives from its data; a motor
 * product takes the MTS path with haveMts) and the model's MTS variant (the
 * spec's motor renewal, replayed on a motor policy of the gateway): the model checker's replay suite runs
 * against a live sandbox gateway with the real signed client and the app's real renewal actors
 * (src/app/pages/renewal/renewal-actors.ts), no browser.
 *
 * Before each path a policy is bought through the real flow on the gateway clock; then the clock moves
 * to ten days before its expiry for a path that renews it, or to forty days after it for a path that
 * finds nothing to renew (the window has closed: haveMts does not list it, renewal.detail refuses it).
 * A motor path whose offer is refused after haveMts listed the policy runs at 23:59 (Macao) on the last
 * day of the window, and the day ends between the two calls: haveMts lists the policy, renewal.detail
 * then refuses it (the window is by the gateway's Macao date). The real haveMts actor makes the call; the
 * replay only moves the gateway clock once it has answered.
 * A refused save is a confirmation changing the plan to one the product does not sell; a payment return is a renewal order taken through the
 * sandbox payment page with the path's result; a failing first call is an ended session.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { createActor, fromPromise, toPromise, type EventObject, type PromiseActorLogic } from 'xstate';
import { createRenewalActors } from '../../../src/app/pages/renewal/renewal-actors.js';
import { RENEWAL_GRACE_DAYS } from '../../../src/server/policy-services/renewal-window.js';
import { runsOf } from '../../../src/tools/model-check/check-model.js';
import { loadProducts } from '../../../src/tools/model-check/load-products.js';
import { isActorResult, outputOf } from '../../../flows/flow-model.js';
import { renewalModel } from '../../../flows/renewal.properties.js';
import { createRenewalMachine, usesMtsPath, type RenewalInput } from '../../../flows/renewal.machine.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { answered, orderThroughPayment, payInSandbox } from './support/orders.js';
import { productForm as productFormOf } from './support/product-forms.js';
import { notReplayable, replaySuite, type NotReplayable, type ReplayPath } from './support/replay-paths.js';

vi.mock('antd-mobile', () => import('./support/antd-mobile-stub.js'));

/** 10:00 in Macao on 10 March 2026, when every replayed policy is bought. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');
const MINUTE = 60_000;
/** A plan code no product sells: a change the renewal save refuses. */
const UNSOLD_PLAN = 'NO_SUCH_PLAN';
const DAY = 1440 * MINUTE;
/** 23:59 in Macao (UTC+8) on a date, as a time of day in UTC. */
const LAST_MACAO_MINUTE = 'T15:59:00Z';

/** The real actor, then a change of the gateway once its call has answered (before the machine's next call). */
function thenArrange<TOutput, TInput>(logic: PromiseActorLogic<TOutput, TInput>, arrange: () => void): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    const output = await toPromise(createActor(logic, { input }).start());
    arrange();
    return output;
  });
}

/** How the gateway must be set up before the path runs. */
interface Arrangement {
  /**
   * Ten days before its expiry (inside the renewal window), forty days after it (the window has closed),
   * or the last minute of the window's last day, which ends right after haveMts answers.
   */
  policy: 'renewable' | 'lapsed' | 'closingAfterHaveMts';
  /** Sign the client out: every call answers S00001 (the session ended). */
  signedOut: boolean;
  /** For each CONFIRM of the path, whether its save is accepted or refused. */
  confirms: ('accepted' | 'refused')[];
  /** A renewal order for the payment return, taken through the sandbox payment page with this result. */
  renewalPayment: 'success' | 'fail' | null;
}

/** What the path needs of the gateway, or why a healthy gateway cannot answer as the path says. */
function arrange(input: RenewalInput, path: ReplayPath): Arrangement | NotReplayable {
  const arrangement: Arrangement = { policy: 'renewable', signedOut: false, confirms: [], renewalPayment: null };
  const results = path.edges.map(({ event }) => event).filter((event) => event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.'));
  // An ended session fails every call: it can stand for the first failing call only if every later one fails too.
  if (results[0]?.type.startsWith('xstate.error.actor.')) {
    if (!results.every((event) => event.type.startsWith('xstate.error.actor.'))) return notReplayable('a failed call followed by an answered one: a session cannot end in between');
    arrangement.signedOut = true;
  }
  let mtsListed = false;
  for (const { event } of path.edges) {
    const output = outputOf(event);
    if (event.type === 'CONFIRM') continue;
    if (isActorResult(event, 'haveMts', 'done')) {
      mtsListed = (output as { haveMts: boolean }).haveMts;
      if (!mtsListed) arrangement.policy = 'lapsed';
    } else if (isActorResult(event, 'loadDetail', 'done') && !(output as { renewable: boolean }).renewable) {
      // Listed by haveMts, refused by renewal.detail: the window closed between the two calls.
      arrangement.policy = mtsListed ? 'closingAfterHaveMts' : 'lapsed';
    } else if (isActorResult(event, 'save', 'done')) arrangement.confirms.push('accepted');
    else if (isActorResult(event, 'save', 'error')) arrangement.confirms.push('refused');
    else if (isActorResult(event, 'confirmPayment', 'done')) arrangement.renewalPayment = (output as { status: string }).status === 'paid' ? 'success' : 'fail';
    else if (isActorResult(event, 'premium', 'error')) return notReplayable('renewal.premiumCalc refuses only a renewal whose persons leave the underwriting ages by the new start date; not arranged');
    else if (isActorResult(event, 'pay', 'error') && !arrangement.signedOut) return notReplayable('pay.createPayOrder fails for a priced renewal order; a healthy gateway answers it');
  }
  if (input.paymentReturn && arrangement.renewalPayment === null) arrangement.renewalPayment = input.paymentReturn.payResult;
  return arrangement;
}

const products = loadProducts('schemas');

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

for (const { scope, variant } of runsOf(renewalModel, products)) {
  const product = scope.product!;
  // The MTS variant renews a motor policy: a motor product of the gateway.
  const policyProduct = variant
    ? products.find((candidate) => usesMtsPath(candidate))
    : products.find((candidate) => candidate.code === product.code);
  if (!policyProduct) throw new Error(`no product of the gateway renews like ${product.code}`);
  const productForm = productFormOf(policyProduct.code);

  replaySuite<Arrangement>({
    title: `renewal machine (${product.code}${variant ? `*, on a ${policyProduct.code} policy` : ''})`,
    model: renewalModel,
    scope,
    plan: (input, path) => arrange(input as RenewalInput, path),
    scenarios: [
      { name: 'a refused save keeps the offer on review', ends: (edge) => isActorResult(edge.event, 'save', 'error') },
      {
        name: 'offer confirmed, saved, priced and sent to the payment page',
        ends: (edge, exploration) => isActorResult(edge.event, 'pay', 'done') && exploration.nodes[edge.from]!.snapshot.context.paymentReturn === null,
      },
    ],
    async prepare(plan, pathInput) {
      const { client } = session;
      const phone = freshPhone();
      time = BOUGHT;
      await session.signIn(phone);
      const params = { product: policyProduct.code };
      const defaults = (await answered(session, client.call('order.create', {}, { params }), 'order.create')).formData;
      const policyOrderId = await orderThroughPayment(session, policyProduct.code, await productForm.build(defaults, client), 'success');
      const policy = await answered(session, client.call('order.detail', {}, { params: { id: policyOrderId } }), 'order.detail');
      const expiry = Date.parse(`${policy.expiryDate ?? ''}T02:00:00Z`);
      const lastMinute = Date.parse(`${policy.expiryDate ?? ''}${LAST_MACAO_MINUTE}`) + RENEWAL_GRACE_DAYS * DAY;
      const moveTo = { renewable: expiry - 10 * DAY, lapsed: expiry + 40 * DAY, closingAfterHaveMts: lastMinute }[plan.policy];
      // Never back in time (a trip of a week is inside the window when bought); a new SMS code a minute on.
      time = Math.max(time + 2 * MINUTE, moveTo);
      await session.signIn(phone);
      let input: RenewalInput = { ...(pathInput as RenewalInput), policyOrderId };
      if (plan.renewalPayment && input.paymentReturn) {
        const renewal = await answered(session, client.call('renewal.updateAndSaveMts', { b2cOrderId: policyOrderId, formData: {} }), 'renewal.updateAndSaveMts');
        await answered(session, client.call('renewal.premiumCalc', { b2cOrderId: renewal.b2cOrderId }), 'renewal.premiumCalc');
        await payInSandbox(session, renewal.b2cOrderId, plan.renewalPayment, `/pages/order/renewal/${policyProduct.code}`);
        input = { ...input, paymentReturn: { ...input.paymentReturn, b2cOrderId: renewal.b2cOrderId } };
      }
      if (plan.signedOut) session.setToken(null);
      const confirms = [...plan.confirms];
      // A refusal at pricing is seen in the machine's state (back to reviewing); the page's refusal screen is not replayed.
      const actors = createRenewalActors(client, { onRefused: () => undefined });
      // Midnight in Macao: the window's last day is over.
      if (plan.policy === 'closingAfterHaveMts') actors.haveMts = thenArrange(actors.haveMts, () => { time += 2 * MINUTE; });
      return {
        machine: createRenewalMachine(product).provide({ actors }),
        input,
        userEvent: (event: EventObject) => {
          // The details the user changes: none (the copied form is valid), or for a refused save a plan
          // the product does not sell.
          if (event.type === 'EDIT') return { type: 'EDIT', formData: {} };
          if (event.type === 'CONFIRM') return { type: 'CONFIRM', formData: confirms.shift() === 'refused' ? { [productForm.planField]: UNSOLD_PLAN } : {} };
          return event;
        },
      };
    },
  });
}
