/**
 * Endorsements of a paid, in-force policy: whether a kind of change is allowed, what it costs
 * (pro-rata from the rates), submitting it (applied at once, or through an endorsement order that
 * pay.createPayOrder pays) and the policy's endorsements.
 */
import type { EndpointRequest, FormData } from '../../contract/index.js';
import type {
  Endorsement, EndtPremium, EndtType, policyServiceRows,
} from '../../contract/rows/policy-services.js';
import { daysBetween, type ProductBundle } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayContext } from '../gateway-context.js';
import { invalidField, notFound } from '../gateway-error.js';
import { newOrderId, nextQuotationNo } from '../orders/order-numbers.js';
import { orderFormData } from '../orders/order-views.js';
import type { ReferenceChecks } from '../orders/reference-checks.js';
import type { GatewayDb } from '../storage/database.js';
import {
  insertEndorsement, listPolicyEndorsements, policyEndorsementsIn, updateEndorsement, type EndorsementRow,
} from './endorsements.repo.js';
import { deleteUserOrder, findOrderById, findUserOrder, insertOrder, updateOrder, type OrderRow } from '../orders/orders.repo.js';
import { cancelPendingPayments } from '../payments/payments.repo.js';
import { nextSequenceValue } from '../storage/sequences.repo.js';
import { callUser, type HandlersWithPrefix } from '../handlers/handler-types.js';
import { applyChanges, endorsableFields, endorsableProduct, firstForeignChange, proRata, valueAtPath } from './endorsement-changes.js';
import { endorsementChanges } from './apply-endorsement.js';
import { carryToRenewal } from './carry-to-renewal.js';
import { policyServiceRefusal, policyVersionProduct, rateForm } from './policy-products.js';

type EndtRequest = EndpointRequest['endt.premiumCalc'];

/** A policy that may be endorsed, with its product and its cover dates. */
interface Endorsable {
  policy: OrderRow;
  bundle: ProductBundle;
  commDate: string;
  expiryDate: string;
  /** From when the change counts: today, or the start of cover when that is later. */
  effectiveDate: string;
}

/** An unpaid endorsement order a new submit may cancel; one being paid blocks new endorsements. */
const CANCELLABLE = ['priced', 'failed'] as const;

function toEndorsement(row: EndorsementRow): Endorsement {
  return {
    endtNo: row.endt_no, b2cOrderId: row.policy_order_id, endtType: row.endt_type, changes: endorsementChanges(row),
    premiumDifference: row.premium_difference, currency: row.currency, status: row.status, endtOrderId: row.endt_order_id,
    effectiveDate: row.effective_date, createdAt: row.created_at, appliedAt: row.applied_at,
  };
}

/** e.g. `E-MTV-2026-000007`. */
async function nextEndtNo(db: GatewayDb, productCode: string, today: string): Promise<string> {
  const year = today.slice(0, 4);
  return `E-${productCode}-${year}-${String(await nextSequenceValue(db, `E:${productCode}:${year}`)).padStart(6, '0')}`;
}

export function endorsementHandlers(context: GatewayContext, references: ReferenceChecks): HandlersWithPrefix<typeof policyServiceRows, 'endt.'> {
  const { db, forms, now } = context;

  /** The caller's policy: someone else's, or an order that is no policy, is not found. */
  const ownPolicy = async (userId: string, b2cOrderId: string): Promise<OrderRow> => {
    const policy = await findUserOrder(db, userId, b2cOrderId);
    if (!policy || policy.kind === 'endorsement') throw notFound();
    return policy;
  };

  /** The caller's policy if it may take this kind of endorsement today; refused with the reason otherwise. */
  const endorsable = async (userId: string, b2cOrderId: string, type: EndtType): Promise<Endorsable> => {
    const policy = await ownPolicy(userId, b2cOrderId);
    if (policy.status !== 'paid') throw policyServiceRefusal('notPaid');
    const { comm_date: commDate, expiry_date: expiryDate } = policy;
    if (commDate === null || expiryDate === null) throw notFound();
    const today = macaoToday(now());
    if (expiryDate < today) throw policyServiceRefusal('expired');
    const bundle = await policyVersionProduct(context, policy);
    if (!endorsableProduct(bundle, type)) throw policyServiceRefusal('endtTypeNotAllowed');
    for (const pending of await policyEndorsementsIn(db, b2cOrderId, 'awaitingPayment')) {
      const order = pending.endt_order_id === null ? undefined : await findOrderById(db, pending.endt_order_id);
      if (order?.status === 'paying') throw policyServiceRefusal('endtPending');
    }
    return { policy, bundle, commDate, expiryDate, effectiveDate: commDate > today ? commDate : today };
  };

  /** The changed form (still valid against the product's form) and the premium difference of the change. */
  const priced = async (userId: string, request: EndtRequest): Promise<{ target: Endorsable; formData: FormData; premium: EndtPremium }> => {
    const target = await endorsable(userId, request.b2cOrderId, request.endtType);
    const current = orderFormData(target.policy);
    const foreign = firstForeignChange(endorsableFields(request.endtType, current), request.changes);
    if (foreign) {
      const name = foreign.field.split('.').filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? foreign.field;
      throw invalidField({ path: foreign.field, name, labelKey: null, keyword: 'endorsable' }, 'gateway.policyServices.fieldNotEndorsable');
    }
    const formData = applyChanges(current, request.changes);
    // The policy's own start date stands for "today": a policy in force started in the past.
    const today = macaoToday(now());
    forms.assertWhole(target.bundle, formData, target.commDate < today ? target.commDate : today);
    await references.assertReferences(target.bundle, formData, userId);
    const oldPremium = rateForm(target.bundle, current).premium;
    const newPremium = request.endtType === 'contact' ? oldPremium : rateForm(target.bundle, formData).premium;
    const termDays = daysBetween(target.commDate, target.expiryDate, true) ?? 0;
    const remainingDays = daysBetween(target.effectiveDate, target.expiryDate, true) ?? 0;
    return {
      target,
      formData,
      premium: {
        premiumDifference: request.endtType === 'contact' ? 0 : proRata(newPremium - oldPremium, remainingDays, termDays),
        currency: target.policy.currency, oldPremium, newPremium, remainingDays, termDays, effectiveDate: target.effectiveDate,
      },
    };
  };

  return {
    'endt.check': async (call) => {
      const { b2cOrderId, endtType } = call.payload;
      const target = await endorsable(callUser(call).user_id, b2cOrderId, endtType);
      const formData = orderFormData(target.policy);
      const fields = endorsableFields(endtType, formData);
      return {
        b2cOrderId, endtType, fields, currentValues: Object.fromEntries(fields.map((field) => [field, valueAtPath(formData, field)])),
        effectiveDate: target.effectiveDate, expiryDate: target.expiryDate,
        remainingDays: daysBetween(target.effectiveDate, target.expiryDate, true) ?? 0,
      };
    },

    'endt.premiumCalc': async (call) => (await priced(callUser(call).user_id, call.payload)).premium,

    'endt.submit': async (call) => {
      const userId = callUser(call).user_id;
      const request = call.payload;
      const { target, formData, premium } = await priced(userId, request);
      const { policy, bundle } = target;
      const at = now();
      const stamp = at.toISOString();
      const endtNo = await db.transaction().execute(async (trx) => {
        for (const earlier of await policyEndorsementsIn(trx, policy.b2c_order_id, 'awaitingPayment')) {
          if (earlier.endt_order_id !== null && await deleteUserOrder(trx, userId, earlier.endt_order_id, CANCELLABLE, stamp)) {
            // Money that still arrives for the replaced change is refunded, never applied.
            await cancelPendingPayments(trx, earlier.endt_order_id, stamp);
          }
          if (!(await updateEndorsement(trx, earlier.endt_no, 'awaitingPayment', { status: 'cancelled' }))) throw policyServiceRefusal('endtPending');
        }
        const number = await nextEndtNo(trx, bundle.definition.code, macaoToday(at));
        const payable = premium.premiumDifference > 0;
        let endtOrderId: string | null = null;
        if (payable) {
          endtOrderId = newOrderId(bundle.definition.code, at);
          await insertOrder(trx, {
            b2c_order_id: endtOrderId, user_id: userId, product_code: bundle.definition.code, kind: 'endorsement', channel: call.channel, status: 'priced',
            form_data: JSON.stringify(formData), step: null, quotation_no: await nextQuotationNo(trx, bundle.definition.code, at),
            premium: premium.premiumDifference, currency: premium.currency, breakdown: null, released_at: stamp,
            pay_order_id: null, policy_no: null, comm_date: null, expiry_date: null,
            created_at: stamp, updated_at: stamp, paid_at: null, deleted_at: null,
            // The change is priced on the policy's own version, and says so.
            product_version: policy.product_version, product_hash: policy.product_hash, quote_valid_until: null, paid_amount: null, discount: null,
          });
        } else if (!(await updateOrder(trx, policy.b2c_order_id, ['paid'], { form_data: JSON.stringify(formData), updated_at: stamp }))) {
          throw notFound();
        } else if (premium.newPremium === premium.oldPremium) {
          // A change that would price the next term differently is for the renewed policy's own endorsement.
          await carryToRenewal(trx, policy.b2c_order_id, request.endtType, request.changes, stamp);
        }
        await insertEndorsement(trx, {
          endt_no: number, policy_order_id: policy.b2c_order_id, user_id: userId, endt_type: request.endtType,
          changes: JSON.stringify(request.changes), premium_difference: premium.premiumDifference, currency: premium.currency,
          status: payable ? 'awaitingPayment' : 'applied', endt_order_id: endtOrderId, effective_date: premium.effectiveDate,
          created_at: stamp, applied_at: payable ? null : stamp,
        });
        return number;
      });
      const stored = (await listPolicyEndorsements(db, policy.b2c_order_id)).find((row) => row.endt_no === endtNo);
      if (!stored) throw notFound();
      return toEndorsement(stored);
    },

    'endt.list': async (call) => {
      const { b2cOrderId } = call.payload;
      const policy = await ownPolicy(callUser(call).user_id, b2cOrderId);
      return { items: (await listPolicyEndorsements(db, policy.b2c_order_id)).map(toEndorsement) };
    },
  };
}
