/**
 * Conformance replay of the purchase machine, for every product sold through it (each
 * with the valid order form the generic builder derives from its data): the model checker's replay suite runs against a live sandbox gateway with the real signed
 * client (src/api) and the real actors (createPurchaseActors, with the wizard's blocking image check on
 * the steps holding files), no browser. Before each path the gateway is arranged so the real calls answer
 * as the path says: a fresh user, an unfinished draft saved through a step, a paid order, an order whose
 * payment failed, an ended session. The machine must take exactly the macrosteps the model predicts.
 *
 * A refused release is the answer to a valid form with a person outside the product's underwriting ages.
 * A path whose actor result a healthy gateway cannot produce (a failing create, a copied order saved at
 * a later step) is listed as not replayable, with the reason. The model's synthetic variants (BARE, ONESTEP) are no product of the gateway and are not replayed.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { Draft } from '../../../src/contract/index.js';
import { createPurchaseActors } from '../../../src/app/pages/order/purchase-actors.js';
import { serverCheckSteps } from '../../../src/app/pages/order/server-check-steps.js';
import { runsOf } from '../../../src/tools/model-check/check-model.js';
import { loadProducts } from '../../../src/tools/model-check/load-products.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { isActorResult, outputOf } from '../../../flows/flow-model.js';
import { purchaseModel } from '../../../flows/purchase.properties.js';
import { createPurchaseMachine } from '../../../flows/purchase.machine.js';
import type { PurchaseInput } from '../../../flows/types.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { answered, orderThroughPayment, saveThrough } from './support/orders.js';
import { productForm as productFormOf } from './support/product-forms.js';
import { notReplayable, replaySuite, type NotReplayable, type ReplayPath } from './support/replay-paths.js';

vi.mock('antd-mobile', () => import('./support/antd-mobile-stub.js'));

/** How the gateway must be set up before the path runs. */
interface Arrangement {
  /** Sign the client out: every call answers S00001 (the session ended). */
  signedOut: boolean;
  /** An unfinished draft saved through this step (null: created, never saved), for checkUnfinished. */
  unfinished: { step: string | null } | null;
  /** A real order to put in the input: paid, or with a failed payment. */
  order: 'paid' | 'payment-failed' | null;
  /** The form has a person outside the underwriting ages: the release is refused. */
  refusedRelease: boolean;
}

/** What the path needs of the gateway, or why a healthy gateway cannot answer as the path says. */
function arrange(input: PurchaseInput, path: ReplayPath): Arrangement | NotReplayable {
  const arrangement: Arrangement = { signedOut: false, unfinished: null, order: null, refusedRelease: false };
  for (const { event } of path.edges) {
    const output = outputOf(event);
    if (isActorResult(event, 'checkUnfinished', 'error')) arrangement.signedOut = true;
    else if (isActorResult(event, 'checkUnfinished', 'done')) arrangement.unfinished = output === null ? null : { step: (output as Draft).step };
    // CONTINUE loads that same draft: the step it was saved through is the one the load answers (the
    // machine reads no more of the found draft than its id, so the sample's step there is immaterial).
    else if (isActorResult(event, 'loadDraft', 'done')) arrangement.unfinished = { step: (output as Draft).step };
    else if (isActorResult(event, 'buyAgain', 'done')) {
      // order.againInfo copies the order into a new draft that was never saved.
      if ((output as Draft).step !== null) return notReplayable(`buyAgain answers a copy saved at "${(output as Draft).step}"; order.againInfo always answers a draft never saved`);
      arrangement.order = 'paid';
    } else if (isActorResult(event, 'buyAgain', 'error')) {
      // The input's sample order does not exist on the gateway: order.againInfo refuses it.
    } else if (isActorResult(event, 'confirmPayment', 'done')) {
      arrangement.order = (output as { status: string }).status === 'paid' ? 'paid' : 'payment-failed';
    } else if (isActorResult(event, 'release', 'done') && !(output as { released: boolean }).released) {
      arrangement.refusedRelease = true;
    } else if (event.type.startsWith('xstate.error.actor.')) {
      return notReplayable(`${event.type.slice('xstate.error.actor.'.length)} fails; a healthy gateway answers it`);
    }
  }
  if (input.paymentReturn && arrangement.order === null) return notReplayable('a payment return without a confirmPayment result');
  return arrangement;
}

const products = loadProducts('schemas');
const catalog = loadProductCatalog('schemas');

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

for (const { scope } of runsOf(purchaseModel, products).filter((run) => !run.variant)) {
  const product = scope.product!;
  const code = product.code;
  const productForm = productFormOf(code);
  const bundle = catalog.registry.get(code);
  if (!bundle) throw new Error(`${code} is not in the catalogue`);
  const checkedSteps = serverCheckSteps(catalog.composedSchema(code), bundle.definition.steps);
  const params = { product: code };
  /** The defaults a new draft of the product comes with (taken once, by a user of its own). */
  let defaults: Record<string, unknown> = {};

  replaySuite<Arrangement>({
    title: `purchase machine (${code})`,
    model: purchaseModel,
    scope,
    plan: (input, path) => arrange(input as PurchaseInput, path),
    async setup() {
      await session.signIn();
      defaults = (await answered(session, session.client.call('order.create', {}, { params }), 'order.create')).formData;
    },
    async prepare(plan, pathInput) {
      await session.signIn(freshPhone());
      const valid = await productForm.build(defaults, session.client);
      const form = plan.refusedRelease ? productForm.refused(valid) : valid;
      let input = pathInput as PurchaseInput;
      if (plan.unfinished) {
        const draft = await answered(session, session.client.call('order.create', {}, { params }), 'order.create');
        await saveThrough(session, code, draft, form, plan.unfinished.step);
      }
      if (plan.order) {
        const b2cOrderId = await orderThroughPayment(session, code, valid, plan.order === 'paid' ? 'success' : 'fail');
        if (input.buyAgainFrom !== undefined) input = { ...input, buyAgainFrom: b2cOrderId };
        if (input.paymentReturn) input = { ...input, paymentReturn: { ...input.paymentReturn, b2cOrderId } };
      }
      if (plan.signedOut) session.setToken(null);
      const actors = createPurchaseActors(session.client, { onReleaseRefused: () => undefined, serverCheckSteps: checkedSteps, confirmText: () => 'OK' });
      return {
        machine: createPurchaseMachine(product).provide({ actors }),
        input,
        userEvent: (event: EventObject) => (event.type === 'NEXT' ? { type: 'NEXT', formData: form } : event),
      };
    },
  });
}
