/**
 * Renewal of a paid policy near its expiry: the list and offer (priced on the product's current
 * version, or on its successor once it is withdrawn: policy-products.ts renewalProduct), the renewal order saved with the holder's changes (the MTS calls, for every product) and its
 * premium fixed for pay.createPayOrder. Paying the renewal order makes it the new policy; the old one
 * counts as renewed from then on (its link's order is paid), so it renews once. Saving or pricing the
 * renewal order again cancels the payments still open for it (payments/settle-payment.ts).
 */
import type { FormData, OrderStatus } from '../../contract/index.js';
import type { policyServiceRows, RenewalOrder } from '../../contract/rows/policy-services.js';
import { premiumChanges, topLevelField, type ProductBundle } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayContext } from '../gateway-context.js';
import { notFound, orderStateConflict } from '../gateway-error.js';
import { newOrderId, nextQuotationNo } from '../orders/order-numbers.js';
import { orderFormData, storedBreakdown, toQuotation } from '../orders/order-views.js';
import { orderDates, termOf } from '../orders/policy-term.js';
import { versionStamp } from '../catalog/product-versions.js';
import type { ReferenceChecks } from '../orders/reference-checks.js';
import { quoteExpired, quoteExpiredRefusal, quoteValidUntil } from '../orders/quote-validity.js';
import { assertReleasable } from '../orders/release-refused-error.js';
import { findUserOrder, insertOrder, updateOrder, type OrderRow } from '../orders/orders.repo.js';
import { cancelPendingPayments } from '../payments/payments.repo.js';
import {
  findRenewalByOrder, saveRenewalLink, userPoliciesExpiring, userPolicyWithRenewal, type PolicyWithRenewal,
} from './renewals.repo.js';
import { callUser, type HandlersWithPrefix } from '../handlers/handler-types.js';
import { policyServiceRefusal, productOf, rateForm, renewalProduct } from './policy-products.js';
import { isRenewable, isRenewed, renewableExpiries, renewalForm, toRenewablePolicy } from './renewal-window.js';

/** Renewal orders the holder may still change: not being paid, not paid. */
const RENEWAL_EDITABLE: readonly OrderStatus[] = ['draft', 'quoted', 'priced', 'failed'];
/** The product line the MTS (motor) renewal path covers. */
const MOTOR_LINE = 'motor';

function toRenewalOrder(row: OrderRow, policyOrderId: string): RenewalOrder {
  return {
    b2cOrderId: row.b2c_order_id, policyOrderId, productCode: row.product_code, status: row.status,
    commDate: row.comm_date, expiryDate: row.expiry_date, formData: orderFormData(row), quotation: toQuotation(row),
  };
}

export function renewalHandlers(context: GatewayContext, references: ReferenceChecks): HandlersWithPrefix<typeof policyServiceRows, 'renewal.'> {
  const { db, forms, now } = context;

  /**
   * Whether the product offers its policies for renewal (product.json renewal.offered: a cover of one trip does
   * not). A product the catalogue no longer sells renews on its successor, as renewalProduct decides.
   */
  const renewalOffered = (productCode: string): boolean => context.catalog.registry.get(productCode)?.definition.renewal.offered !== false;

  const renewables = async (userId: string): Promise<PolicyWithRenewal[]> => {
    const today = macaoToday(now());
    const { from, to } = renewableExpiries(today);
    return (await userPoliciesExpiring(db, userId, from, to)).filter((policy) => !isRenewed(policy) && renewalOffered(policy.product_code));
  };

  /** The caller's policy if it may be renewed now; refused with the reason otherwise. */
  const renewablePolicy = async (userId: string, b2cOrderId: string): Promise<PolicyWithRenewal> => {
    const policy = await userPolicyWithRenewal(db, userId, b2cOrderId);
    if (!policy) throw notFound();
    if (isRenewed(policy)) throw policyServiceRefusal('alreadyRenewed');
    if (!renewalOffered(policy.product_code)) throw policyServiceRefusal('renewalNotOffered');
    if (!isRenewable(policy, macaoToday(now()))) throw policyServiceRefusal('notRenewable');
    return policy;
  };

  /** The policy's form for the renewal term, with the holder's top-level changes (never the term's own fields). */
  const renewalFormOf = (bundle: ProductBundle, policy: PolicyWithRenewal, changes: FormData = {}): FormData => {
    const term = termOf(bundle);
    const fixed = new Set(['productCode', ...(term ? [topLevelField(term.start), topLevelField(term.end)] : [])]);
    const kept = Object.fromEntries(Object.entries(changes).filter(([name]) => !fixed.has(name)));
    return renewalForm(bundle, { ...orderFormData(policy), ...kept }, policy.expiry_date ?? '', now());
  };

  return {
    'renewal.list': async (call) => {
      const today = macaoToday(now());
      return { items: (await renewables(callUser(call).user_id)).map((policy) => toRenewablePolicy(policy, today)) };
    },

    'renewal.haveMts': async (call) => {
      const today = macaoToday(now());
      const motor = (await renewables(callUser(call).user_id))
        .filter((policy) => context.catalog.registry.get(policy.product_code)?.definition.line === MOTOR_LINE);
      return { have: motor.length > 0, items: motor.map((policy) => toRenewablePolicy(policy, today)) };
    },

    'renewal.detail': async (call) => {
      const { b2cOrderId } = call.payload;
      const policy = await renewablePolicy(callUser(call).user_id, b2cOrderId);
      const bundle = await renewalProduct(context, policy.product_code);
      const formData = renewalFormOf(bundle, policy);
      const rated = rateForm(bundle, formData);
      const dates = orderDates(bundle, formData);
      return {
        policy: toRenewablePolicy(policy, macaoToday(now())), commDate: dates.comm_date ?? '', expiryDate: dates.expiry_date ?? '',
        premium: rated.premium, currency: rated.currency, breakdown: rated.breakdown, formData,
        previousPremium: policy.premium,
        premiumChanges: premiumChanges(policy.breakdown === null ? [] : storedBreakdown(policy.breakdown), rated.breakdown),
      };
    },

    'renewal.updateAndSaveMts': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, formData: changes } = call.payload;
      const policy = await renewablePolicy(userId, b2cOrderId);
      if (policy.renewal_status !== null && !RENEWAL_EDITABLE.includes(policy.renewal_status)) throw orderStateConflict(policy.renewal_status);
      const bundle = await renewalProduct(context, policy.product_code);
      const formData = renewalFormOf(bundle, policy, changes);
      const at = now();
      forms.assertWhole(bundle, formData, macaoToday(at));
      await references.assertReferences(bundle, formData, userId);
      const rated = rateForm(bundle, formData);
      const quoted = {
        form_data: JSON.stringify(formData), step: bundle.definition.steps.at(-1)?.id ?? null, status: 'quoted' as const,
        quotation_no: await nextQuotationNo(db, bundle.definition.code, at), premium: rated.premium, currency: rated.currency,
        breakdown: JSON.stringify(rated.breakdown), released_at: null, ...orderDates(bundle, formData), updated_at: at.toISOString(),
        // A renewal's quotation holds as long as a new order's: its price and start date are not kept open forever.
        ...versionStamp(bundle), quote_valid_until: quoteValidUntil(bundle, at),
      };
      const renewalOrderId = await db.transaction().execute(async (trx) => {
        if (policy.renewal_order_id !== null) {
          if (!(await updateOrder(trx, policy.renewal_order_id, RENEWAL_EDITABLE, quoted))) throw orderStateConflict('changed while saving');
          await cancelPendingPayments(trx, policy.renewal_order_id, quoted.updated_at);
          return policy.renewal_order_id;
        }
        const id = newOrderId(bundle.definition.code, at);
        await insertOrder(trx, {
          ...quoted, b2c_order_id: id, user_id: userId, product_code: bundle.definition.code, kind: 'renewal', channel: call.channel, pay_order_id: null, policy_no: null,
          created_at: at.toISOString(), paid_at: null, deleted_at: null, paid_amount: null, discount: null,
        });
        await saveRenewalLink(trx, { policy_order_id: policy.b2c_order_id, renewal_order_id: id, user_id: userId, created_at: at.toISOString(), updated_at: at.toISOString() });
        return id;
      });
      const saved = await findUserOrder(db, userId, renewalOrderId);
      if (!saved) throw notFound();
      return toRenewalOrder(saved, policy.b2c_order_id);
    },

    'renewal.premiumCalc': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId } = call.payload;
      const [order, link] = [await findUserOrder(db, userId, b2cOrderId), await findRenewalByOrder(db, b2cOrderId)];
      if (!order || !link) throw notFound();
      await renewablePolicy(userId, link.policy_order_id);
      if (order.status !== 'quoted' && order.status !== 'priced') throw orderStateConflict(order.status);
      const bundle = productOf(context, order.product_code);
      const formData = orderFormData(order);
      const at = now();
      // A quotation that ran out is quoted again by saving the renewal (renewal.updateAndSaveMts).
      if (quoteExpired(order, at)) throw quoteExpiredRefusal();
      forms.assertWhole(bundle, formData, macaoToday(at));
      assertReleasable(bundle, formData, context.catalog.composedSchema(bundle.definition.code));
      if (order.status === 'quoted') {
        const priced = await updateOrder(db, b2cOrderId, ['quoted'], { status: 'priced', released_at: at.toISOString(), updated_at: at.toISOString() });
        if (!priced) throw orderStateConflict('changed while pricing');
        await cancelPendingPayments(db, b2cOrderId, at.toISOString());
      }
      const current = await findUserOrder(db, userId, b2cOrderId);
      if (!current) throw notFound();
      return toRenewalOrder(current, link.policy_order_id);
    },
  };
}
