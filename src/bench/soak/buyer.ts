/**
 * One soak buyer: signs in once by sandbox SMS code, then buys product after product until the time is
 * up, the whole purchase through the real signed client (create, save every wizard step with a valid
 * form, quote, release, premium, pay, complete on the sandbox payment page by following the payUrl it
 * was given). Some payments are failed on purpose and paid again; some are submitted twice at once (two
 * taps, on two instances when there are two); some pay a payment page left open after a newer payment
 * of the same order was opened (money the gateway must refund, not settle). Every acknowledged write goes
 * into the ledger.
 */
import { randomUUID } from 'node:crypto';
import type { ProductCatalog } from '../../server/catalog/load-product-catalog.js';
import { openSandboxPayment, type SandboxPaymentAnswer } from '../../../tests/support/purchase/sandbox-payment.js';
import { validOrderForm, type OrderFormProduct } from '../../../tests/support/purchase/valid-order-form.js';
import { bump, type Ledger } from './ledger.js';
import { untilAnswered, Unanswered, type BuyerClient, type GatewayAddress } from './buyer-client.js';

/** A product as the soak buys it. */
export interface SoakProduct extends OrderFormProduct {
  code: string;
  steps: readonly string[];
}

export interface BuyerPlan {
  client: BuyerClient;
  gateways: readonly GatewayAddress[];
  ledger: Ledger;
  /** 8 digits starting with 6 (a Macao mobile), one per buyer. */
  phone: string;
  products: readonly SoakProduct[];
  /** Where in the product list this buyer starts, so buyers buy different products at once. */
  offset: number;
  /** No purchase starts after this (ms since the epoch). */
  deadline: number;
  /** Share of first payment attempts failed on purpose (then paid again). */
  failShare: number;
  /** Share of completions submitted twice at once. */
  doubleShare: number;
  /** Share of purchases that keep a first payment page open, open a newer payment, then pay the first one. */
  supersedeShare: number;
}

/** Every product of the catalogue, in manifest order, with its wizard steps and composed form schema. */
export function soakProducts(catalog: ProductCatalog): SoakProduct[] {
  return catalog.registry.list().map((bundle) => ({
    code: bundle.definition.code,
    steps: bundle.definition.steps.map((step) => step.id),
    bundle,
    schema: catalog.composedSchema(bundle.definition.code),
  }));
}

/** The sandbox SMS code last sent to the phone, from whichever instance holds it (its loopback read-out). */
async function readSmsCode(plan: BuyerPlan): Promise<string | null> {
  for (const gateway of plan.gateways) {
    plan.ledger.requests += 1;
    const response = await fetch(`${gateway.url}/sandbox/sms/latest?areaCode=853&phone=${plan.phone}`);
    const body = await response.json().catch(() => null) as { data?: { code?: unknown } } | null;
    if (response.status === 200 && typeof body?.data?.code === 'string') return body.data.code;
  }
  return null;
}

/** Signs the buyer in once; the session (kept in the database) carries it through every restart. */
export async function signInBuyer(plan: BuyerPlan): Promise<void> {
  const { client, ledger, phone } = plan;
  if (!(await client.call('user.smsCode', { areaCode: '853', phone }))) throw new Error(`user.smsCode refused for ${phone}`);
  const smsCode = await readSmsCode(plan);
  if (smsCode === null) throw new Error(`no sandbox SMS code readable for ${phone}`);
  const login = await client.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode });
  if (!login || !login.token || !login.user) throw new Error(`login refused for ${phone}`);
  client.setToken(login.token);
  ledger.userIds.add(login.user.userId);
}

/** Thrown when the gateway refuses a step of the purchase: the buyer gives this order up. */
class Refused extends Error {}

function answered<T>(value: T | false, what: string): T {
  if (value === false) throw new Refused(what);
  return value;
}

/** Opens the payment page (on the next instance) and submits it, once or twice at once; the outcomes told. */
async function complete(plan: BuyerPlan, payUrl: string, result: 'success' | 'fail', twice: boolean): Promise<string[]> {
  const { client, ledger } = plan;
  return untilAnswered(ledger, 'sandbox payment', async () => {
    try {
      const pages = await Promise.all((twice ? [0, 1] : [0]).map(() => openSandboxPayment(client.nextGateway().url, payUrl)));
      ledger.requests += pages.length - 1;
      const [first] = pages;
      // Settled already: an earlier submit went through but its answer was lost (a restart).
      if (first?.settled) return [first.settled];
      ledger.requests += pages.length;
      const answers: SandboxPaymentAnswer[] = await Promise.all(pages.map((page) => page.submit(result)));
      const unusable = answers.find((answer) => answer.status !== 303 || answer.payResult === null);
      if (unusable) {
        bump(ledger.errors, `payment page answered ${unusable.status}`);
        return null;
      }
      return answers.map((answer) => answer.payResult!);
    } catch (error) {
      // fetch rejects with a TypeError when the connection is refused or cut; anything else is the page's answer.
      bump(ledger.errors, error instanceof TypeError ? 'network' : `payment page: ${(error as Error).message}`);
      return null;
    }
  });
}

/**
 * A payment page kept open while a newer payment of the order is opened, then paid: the newer payment
 * cancels it, so the success must be told as `fail` and recorded as a refund. An answer lost to a restart
 * leaves the payment out of the check (it may or may not have arrived).
 */
async function payAfterSuperseded(plan: BuyerPlan, b2cOrderId: string, newPayment: () => Promise<{ payOrderId: string; payUrl: string }>): Promise<void> {
  const { client, ledger } = plan;
  const first = await newPayment();
  let page;
  try {
    ledger.requests += 1;
    page = await openSandboxPayment(client.nextGateway().url, first.payUrl);
  } catch (error) {
    bump(ledger.errors, error instanceof TypeError ? 'network' : `payment page: ${(error as Error).message}`);
    return;
  }
  await newPayment();
  try {
    ledger.requests += 1;
    const answer = await page.submit('success');
    if (answer.status !== 303 || answer.payResult === null) {
      bump(ledger.errors, `payment page answered ${answer.status}`);
      return;
    }
    ledger.completions.push({ payOrderId: first.payOrderId, b2cOrderId, outcome: answer.payResult });
    ledger.paidAfterSuperseded.add(first.payOrderId);
  } catch (error) {
    bump(ledger.errors, error instanceof TypeError ? 'network' : `payment page: ${(error as Error).message}`);
  }
}

/** One purchase of the product from a new draft to a paid policy (or a refusal, which gives it up). */
async function purchase(plan: BuyerPlan, product: SoakProduct): Promise<void> {
  const { client, ledger } = plan;
  const params = { product: product.code };
  const draft = answered(await client.call('order.create', {}, { params }), 'order.create');
  ledger.orders.set(draft.b2cOrderId, product.code);
  const form = await validOrderForm(client, product, draft.formData);
  for (const step of product.steps) {
    answered(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params }), `order.tempSave ${step}`);
    ledger.stepsSaved += 1;
    ledger.lastSavedStep.set(draft.b2cOrderId, step);
  }
  const payload = { b2cOrderId: draft.b2cOrderId };
  answered(await client.call('order.getQuotation', payload, { params }), 'order.getQuotation');
  answered(await client.call('order.release', payload, { params }), 'order.release');
  answered(await client.call('order.premiumCalc', payload, { params }), 'order.premiumCalc');

  const newPayment = async (): Promise<{ payOrderId: string; payUrl: string }> => {
    // One key per payment attempt: a retry after a lost answer (same key, same body) must get the same payment.
    const pay = answered(await client.call('pay.createPayOrder', { ...payload, returnUrl: `/pages/order/${product.code}/index` }, { idempotencyKey: randomUUID() }), 'pay.createPayOrder');
    ledger.payments.set(pay.payOrderId, { b2cOrderId: draft.b2cOrderId, amount: pay.amount });
    return pay;
  };

  if (Math.random() < plan.supersedeShare) await payAfterSuperseded(plan, draft.b2cOrderId, newPayment);

  // A failed first attempt (on purpose) is paid again with a new payment order.
  const results: ('success' | 'fail')[] = Math.random() < plan.failShare ? ['fail', 'success'] : ['success'];
  for (const result of results) {
    const pay = await newPayment();
    const outcomes = await complete(plan, pay.payUrl, result, Math.random() < plan.doubleShare);
    for (const outcome of outcomes) ledger.completions.push({ payOrderId: pay.payOrderId, b2cOrderId: draft.b2cOrderId, outcome });
  }
}

/** Buys until the deadline; a purchase under way when it passes is finished. */
export async function runBuyer(plan: BuyerPlan): Promise<void> {
  for (let round = 0; Date.now() < plan.deadline; round += 1) {
    const product = plan.products[(plan.offset + round) % plan.products.length]!;
    try {
      await purchase(plan, product);
    } catch (error) {
      if (error instanceof Refused) bump(plan.ledger.abandoned, `${product.code} ${error.message} refused`);
      else if (error instanceof Unanswered) bump(plan.ledger.abandoned, error.message);
      else bump(plan.ledger.abandoned, `${product.code}: ${(error as Error).message}`);
    }
  }
}
