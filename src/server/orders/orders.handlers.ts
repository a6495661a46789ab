/**
 * The order flow of TEAM-BRIEF (generic over the product code): product init, create, load or
 * delete a draft, buy again, save a step, quote, release check, fix the premium, and the trial
 * calculator. Every order call is scoped to the signed-in user; someone else's order is "not found".
 */
import type { Draft, FormData, OrderStatus } from '../../contract/index.js';
import { TIP_CODES } from '../../contract/index.js';
import {
  applyCalculatedFields, declarationFields, deriveAnswers, fieldsThrough, pickFields, ratePremium, ratingFields, termDates, termStartingOn, topLevelField, valueAt, withValueAt,
  type JsonSchema, type ProductBundle,
} from '../../engine/index.js';
import { macaoStartDate, macaoToday } from '../calendar/macao-clock.js';
import { canonicalJson } from '../canonical-json.js';
import { writeWithNonce } from '../security/nonce-bound-write.js';
import { bundleAtVersion, versionStamp } from '../catalog/product-versions.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField, notFound, orderStateConflict } from '../gateway-error.js';
import { formDefaults, sharedFormDefaults } from './form-defaults.js';
import { newDraftRow } from './new-draft-row.js';
import { nextQuotationNo } from './order-numbers.js';
import { orderFormData, toDraft, toQuotation } from './order-views.js';
import { orderDates, termOf } from './policy-term.js';
import { quoteExpired, quoteExpiredRefusal, quoteValidUntil } from './quote-validity.js';
import { productChange } from './version-change.js';
import { priceOrder, quotationAfterCoupon } from '../engagement/order-price.js';
import type { ReferenceChecks } from './reference-checks.js';
import { assertReleasable } from './release-refused-error.js';
import {
  deleteUserOrder, draftSaver, findUserOrder, insertOrder, latestUserOrder, updateOrder, type DraftOwner, type OrderRow,
} from './orders.repo.js';
import { cancelPendingPayments } from '../payments/payments.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';

/**
 * Orders the user may still change, re-quote or delete: everything not paid. A change sends the order
 * back to draft and cancels the payments still open for it: money that arrives for one of them is
 * refunded, never taken for the changed order (see payments/settle-payment.ts).
 */
export const EDITABLE: readonly OrderStatus[] = ['draft', 'quoted', 'priced', 'paying', 'failed'];
/** Orders that may be (re)quoted. */
const QUOTABLE = EDITABLE;
/** Orders with a quotation that are not being paid. */
const QUOTED: readonly OrderStatus[] = ['quoted', 'priced'];

type OrderRows = Pick<
  typeof coreRows,
  | 'product.init' | 'product.calculator' | 'order.create' | 'order.temporary' | 'order.tempDelete'
  | 'order.tempSave' | 'order.againInfo' | 'order.getQuotation' | 'order.release' | 'order.premiumCalc'
>;

/** `input` with every rating field outside the (validated) plan step that the answers hold; lists stay counted. */
function withAnsweredRatingFields(bundle: ProductBundle, planFields: readonly string[], input: FormData, answers: FormData): FormData {
  let priced: Record<string, unknown> = input;
  for (const field of ratingFields(bundle.rates)) {
    const answered = valueAt(answers, field);
    if (answered === undefined || Array.isArray(answered) || planFields.includes(topLevelField(field))) continue;
    priced = withValueAt(priced, field, answered);
  }
  return priced as FormData;
}

/** Top-level list fields reduced to their length, checked against the schema's item limits. */
function listLengths(formData: FormData, composed: JsonSchema): FormData {
  const properties = (composed.properties ?? {}) as Record<string, JsonSchema>;
  const lengths: FormData = {};
  for (const [name, value] of Object.entries(formData)) {
    const schema = properties[name];
    if (!schema || !Array.isArray(value)) continue;
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
    if (value.length < min || value.length > max) {
      throw invalidField({ path: name, name, labelKey: typeof schema.title === 'string' ? schema.title : null, keyword: value.length < min ? 'minItems' : 'maxItems' });
    }
    lengths[name] = value.map(() => ({}));
  }
  return lengths;
}

export function orderHandlers(context: GatewayContext, references: ReferenceChecks): HandlersFor<OrderRows> {
  const { db, catalog, forms, now } = context;
  // Draft saves share the commit of the other short writes of the same moment (one WAL sync on SQLite), each
  // still answered after it.
  const draftSaves = context.writes;
  const saveDraft = draftSaver(EDITABLE);
  const calculatorDefaults = sharedFormDefaults();

  const productFor = (code: string | undefined): ProductBundle => {
    const bundle = code === undefined ? undefined : catalog.registry.get(code);
    if (!bundle) throw notFound();
    return bundle;
  };

  /** The user's order; with `productCode`, one of that product's purchases (renewal and endorsement orders have calls of their own). */
  const ownOrder = async (userId: string, b2cOrderId: string, productCode?: string): Promise<OrderRow> => {
    const row = await findUserOrder(db, userId, b2cOrderId);
    if (!row || (productCode !== undefined && (row.product_code !== productCode || row.kind !== 'purchase'))) throw notFound();
    return row;
  };

  const requireStatus = (row: OrderRow, allowed: readonly OrderStatus[]): void => {
    if (!allowed.includes(row.status)) throw orderStateConflict(row.status);
  };

  /** The user's purchase of the product, refused unless it may still be saved (not found, or its status). */
  const editableOwnOrder = async ({ userId, b2cOrderId, productCode }: DraftOwner): Promise<OrderRow> => {
    const row = await ownOrder(userId, b2cOrderId, productCode);
    requireStatus(row, EDITABLE);
    return row;
  };

  const reread = async (row: OrderRow): Promise<OrderRow> => ownOrder(row.user_id, row.b2c_order_id);

  /** The version the order was made under, or the current one when that version is unknown (orders older than versions). */
  const madeUnder = async (row: OrderRow, current: ProductBundle): Promise<ProductBundle> =>
    (await bundleAtVersion(db, catalog.registry, row.product_code, row.product_hash)) ?? current;

  /**
   * A quotation that may still be paid at its price, under whatever version it was made: honoured, not
   * replaced (its answers are unchanged since, or a save would have cleared it).
   */
  const heldQuote = (row: OrderRow, at: Date): boolean =>
    row.quotation_no !== null && row.premium !== null && row.quote_valid_until !== null && !quoteExpired(row, at);

  /** A resumed draft, with the notice when its product changed since it was made (none while its quotation holds). */
  const resumed = async (row: OrderRow, current: ProductBundle): Promise<Draft> => {
    const at = now();
    if (heldQuote(row, at)) return { ...toDraft(row), productChange: null };
    const before = await bundleAtVersion(db, catalog.registry, row.product_code, row.product_hash);
    return { ...toDraft(row), productChange: productChange(row, current, before, { expired: false, forms, today: macaoToday(at) }) };
  };

  const newDraft = async (userId: string, bundle: ProductBundle, formData: FormData, channel: string): Promise<OrderRow> => {
    const row = newDraftRow(bundle, userId, formData, now(), channel);
    await insertOrder(db, row);
    return row;
  };

  /** Moves an old order's term so the copy starts no earlier than a new order could, keeping its length. */
  const freshDates = (bundle: ProductBundle, formData: FormData): FormData => {
    const term = termOf(bundle);
    const start = macaoStartDate(now());
    const old = term ? termDates(term, formData).start : null;
    if (!term || old === null || old >= start) return formData;
    return applyCalculatedFields(bundle.formSchema, termStartingOn(term, formData, start));
  };

  /** The form with what the product derives from the answers (a fixed term's end date, calculated fields such as
   * the days covered) worked out here, whatever the client sent. */
  const withTerm = (bundle: ProductBundle, formData: FormData): FormData => deriveAnswers(bundle, formData);

  return {
    'product.init': async ({ params }) => {
      const bundle = productFor(params.product);
      const at = now();
      return {
        productCode: bundle.definition.code,
        version: bundle.definition.version,
        startDate: macaoStartDate(at),
        formDefaults: formDefaults(bundle, catalog.composedSchema(bundle.definition.code), at),
      };
    },

    'product.calculator': async ({ params, payload }) => {
      const bundle = productFor(params.product);
      const formData = payload.formData as FormData;
      const at = now();
      const [planStep] = bundle.definition.steps;
      if (!planStep) throw notFound();
      forms.assertStep(bundle, planStep, formData, macaoToday(at));
      const composed = catalog.composedSchema(bundle.definition.code);
      // Only the plan step is validated: other lists count (e.g. insured persons), their contents do not;
      // what the tariff reads from later steps (an age, a car) is taken as answered so far, for a live estimate.
      const input = { ...calculatorDefaults(bundle, composed, at), ...listLengths(formData, composed), ...pickFields(formData, planStep.fields) };
      const rated = ratePremium(bundle.rates, withAnsweredRatingFields(bundle, planStep.fields, input, formData));
      if (!rated.ok) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.rating', {}, 'E', { reason: rated.reason });
      return { premium: rated.premium, currency: rated.currency };
    },

    'order.create': async (call) => {
      const bundle = productFor(call.params.product);
      const defaults = formDefaults(bundle, catalog.composedSchema(bundle.definition.code), now());
      return toDraft(await newDraft(callUser(call).user_id, bundle, defaults, call.channel));
    },

    'order.temporary': async (call) => {
      const bundle = productFor(call.params.product);
      const userId = callUser(call).user_id;
      const { b2cOrderId } = call.payload;
      if (b2cOrderId === undefined) {
        const latest = await latestUserOrder(db, userId, bundle.definition.code, EDITABLE);
        return latest ? resumed(latest, bundle) : null;
      }
      const row = await ownOrder(userId, b2cOrderId, bundle.definition.code);
      requireStatus(row, EDITABLE);
      return resumed(row, bundle);
    },

    'order.tempDelete': async (call) => {
      const bundle = productFor(call.params.product);
      const userId = callUser(call).user_id;
      const { b2cOrderId } = call.payload;
      const row = await findUserOrder(db, userId, b2cOrderId);
      if (!row || row.product_code !== bundle.definition.code) return { deleted: false };
      requireStatus(row, EDITABLE);
      const at = now().toISOString();
      if (!(await deleteUserOrder(db, userId, b2cOrderId, EDITABLE, at))) throw orderStateConflict((await reread(row)).status);
      await cancelPendingPayments(db, b2cOrderId, at);
      return { deleted: true };
    },

    'order.tempSave': async (call) => {
      const bundle = productFor(call.params.product);
      const { b2cOrderId, step, formData: sent } = call.payload;
      const owner = { userId: callUser(call).user_id, b2cOrderId, productCode: bundle.definition.code };
      let formData: FormData;
      try {
        formData = withTerm(bundle, sent);
        forms.assertThroughStep(bundle, step, formData, macaoToday(now()));
        // assertThroughStep has refused an unknown step, so fieldsThrough finds this one.
        await references.assertReferences(bundle, formData, owner.userId, fieldsThrough(bundle.definition, step));
      } catch (error) {
        // The order is not read before the form is checked, but its refusal (not found, moved on) still
        // comes first, as when it was: a caller learns nothing new about the form of an order it cannot save.
        await editableOwnOrder(owner);
        throw error;
      }
      const at = now().toISOString();
      const dates = orderDates(bundle, formData);
      // Stored with its keys sorted: the same answers sent in another key order are the same text, and keep the quotation.
      const save = { formData: canonicalJson(formData), step, commDate: dates.comm_date, expiryDate: dates.expiry_date, at };
      // One UPDATE checks the owner, the product and the status and saves; the save and the end of any
      // payment page opened for the previous answers commit together.
      // It commits with the call's nonce when it can (one sync, not two), and stores nothing for a replay.
      const saved = await writeWithNonce(draftSaves, call.nonce, async (trx) => {
        const stored = await saveDraft(trx, owner, save);
        if (stored) await cancelPendingPayments(trx, b2cOrderId, at);
        return stored;
      });
      // Nothing saved: the order is read only now, to say why (not found, or its status).
      if (!saved) throw orderStateConflict((await editableOwnOrder(owner)).status);
      // The form just stored is this object's JSON: the answer carries it without parsing it back.
      return toDraft(saved, formData);
    },

    'order.againInfo': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, clearAnswers } = call.payload;
      const source = await ownOrder(userId, b2cOrderId);
      const bundle = productFor(source.product_code);
      let formData = freshDates(bundle, orderFormData(source));
      if (clearAnswers) {
        // Answers are what review steps ask the user to confirm and the declaration questions; they are
        // given anew (the questions come back unanswered, as on a new order).
        const answers = new Set(bundle.definition.steps.filter((step) => step.kind === 'review').flatMap((step) => step.fields));
        formData = Object.fromEntries(Object.entries(formData).filter(([name]) => !answers.has(name)));
        const properties = (catalog.composedSchema(bundle.definition.code).properties ?? {}) as Record<string, JsonSchema>;
        for (const field of declarationFields(bundle.formSchema)) formData[field] = structuredClone(properties[field]?.default);
      }
      return toDraft(await newDraft(userId, bundle, formData, call.channel));
    },

    'order.getQuotation': async (call) => {
      const bundle = productFor(call.params.product);
      const { b2cOrderId } = call.payload;
      const row = await ownOrder(callUser(call).user_id, b2cOrderId, bundle.definition.code);
      requireStatus(row, QUOTABLE);
      const formData = orderFormData(row);
      const at = now();
      // Within its validity a quotation holds: same number, price and version, whatever changed in the files since.
      if (heldQuote(row, at)) return toQuotation(row);
      forms.assertWhole(bundle, formData, macaoToday(at));
      await references.assertReferences(bundle, formData, row.user_id);
      const rated = ratePremium(bundle.rates, formData);
      if (!rated.ok) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.rating', {}, 'E', { reason: rated.reason });
      const change = productChange(row, bundle, await bundleAtVersion(db, catalog.registry, row.product_code, row.product_hash), {
        expired: quoteExpired(row, at), forms, today: macaoToday(at), premium: rated.premium,
      });
      const quotationNo = await nextQuotationNo(db, bundle.definition.code, at);
      const saved = await updateOrder(db, b2cOrderId, QUOTABLE, {
        status: 'quoted', quotation_no: quotationNo, premium: rated.premium, currency: rated.currency,
        breakdown: JSON.stringify(rated.breakdown), released_at: null, ...orderDates(bundle, formData), updated_at: at.toISOString(),
        ...versionStamp(bundle), quote_valid_until: quoteValidUntil(bundle, at),
      });
      const current = await reread(row);
      if (!saved) throw orderStateConflict(current.status);
      await cancelPendingPayments(db, b2cOrderId, at.toISOString());
      // Said only when something changed: a quotation otherwise reads as premiumCalc's does.
      return change ? { ...toQuotation(current), productChange: change } : toQuotation(current);
    },

    'order.release': async (call) => {
      const bundle = productFor(call.params.product);
      const { b2cOrderId } = call.payload;
      const row = await ownOrder(callUser(call).user_id, b2cOrderId, bundle.definition.code);
      requireStatus(row, QUOTED);
      if (quoteExpired(row, now())) throw quoteExpiredRefusal();
      const quoted = await madeUnder(row, bundle);
      assertReleasable(quoted, orderFormData(row), catalog.composedSchema(bundle.definition.code));
      if (!row.released_at) {
        const at = now().toISOString();
        const saved = await updateOrder(db, b2cOrderId, QUOTED, { released_at: at });
        if (!saved) throw orderStateConflict((await reread(row)).status);
        await cancelPendingPayments(db, b2cOrderId, at);
      }
      return { released: true };
    },

    'order.premiumCalc': async (call) => {
      const bundle = productFor(call.params.product);
      const { b2cOrderId } = call.payload;
      const row = await ownOrder(callUser(call).user_id, b2cOrderId, bundle.definition.code);
      requireStatus(row, QUOTED);
      if (quoteExpired(row, now())) throw quoteExpiredRefusal();
      if ((await madeUnder(row, bundle)).definition.flow.releaseCheck && !row.released_at) throw orderStateConflict(row.status);
      if (row.status !== 'priced') {
        const at = now().toISOString();
        const saved = await updateOrder(db, b2cOrderId, ['quoted'], { status: 'priced', updated_at: at });
        if (!saved) throw orderStateConflict((await reread(row)).status);
        await cancelPendingPayments(db, b2cOrderId, at);
      }
      const fixed = await reread(row);
      return quotationAfterCoupon(toQuotation(fixed), await priceOrder(db, fixed, now()), call.lang, context.translator);
    },
  };
}
