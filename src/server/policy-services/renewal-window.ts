/**
 * When a policy may be renewed and what its renewal covers: the window around the expiry date (by
 * the gateway's Macao date) and the new term, which starts the day after the old one ends.
 */
import type { FormData } from '../../contract/index.js';
import type { RenewablePolicy } from '../../contract/rows/policy-services.js';
import { applyCalculatedFields, daysBetween, termStartingOn, type ProductBundle } from '../../engine/index.js';
import { addDays, macaoStartDate } from '../calendar/macao-clock.js';
import { termOf } from '../orders/policy-term.js';
import type { PolicyWithRenewal } from './renewals.repo.js';

/** A policy is offered for renewal from this many days before its expiry... */
export const RENEWAL_LEAD_DAYS = 60;
/** ...until this many days after it. */
export const RENEWAL_GRACE_DAYS = 30;

/** The expiry dates (inclusive) of the policies renewable on `today`. */
export function renewableExpiries(today: string): { from: string; to: string } {
  return { from: addDays(today, -RENEWAL_GRACE_DAYS), to: addDays(today, RENEWAL_LEAD_DAYS) };
}

/** True when the policy's renewal order has been paid: it is the new policy. */
export function isRenewed(policy: PolicyWithRenewal): boolean {
  return policy.renewal_status === 'paid';
}

/** True when the policy is in its renewal window on `today` and not renewed yet. */
export function isRenewable(policy: PolicyWithRenewal, today: string): boolean {
  const { from, to } = renewableExpiries(today);
  return policy.expiry_date !== null && policy.expiry_date >= from && policy.expiry_date <= to && !isRenewed(policy);
}

export function toRenewablePolicy(policy: PolicyWithRenewal, today: string): RenewablePolicy {
  const expiryDate = policy.expiry_date ?? '';
  return {
    b2cOrderId: policy.b2c_order_id,
    productCode: policy.product_code,
    policyNo: policy.policy_no,
    commDate: policy.comm_date ?? '',
    expiryDate,
    dueDate: expiryDate,
    lastRenewalDate: addDays(expiryDate, RENEWAL_GRACE_DAYS),
    daysToExpiry: daysBetween(today, expiryDate, false) ?? 0,
    renewalOrderId: policy.renewal_order_id,
    renewalStatus: policy.renewal_status,
  };
}

/**
 * The policy's form moved to the renewal term: starting the day after its expiry, or on the next
 * possible start date when that day has passed (a lapsed policy renews without back-dated cover),
 * with the product's term (a fixed term derives its end; a chosen one keeps its length).
 */
export function renewalForm(bundle: ProductBundle, formData: FormData, expiryDate: string, now: Date): FormData {
  const term = termOf(bundle);
  if (!term) return formData;
  const nextDay = addDays(expiryDate, 1);
  const earliest = macaoStartDate(now);
  return applyCalculatedFields(bundle.formSchema, termStartingOn(term, formData, nextDay >= earliest ? nextDay : earliest));
}
