import type { EndorsementInput, EndorsementKind } from '../../../../flows/index.js';

/**
 * The endorsement flow's input from the page's query: `b2cOrderId` is the policy; back from the payment
 * page the policy travels as `policyOrderId` and `b2cOrderId` + `payResult` name the paid endorsement order.
 * Null without a policy.
 */
export function endorsementInput(kind: EndorsementKind, query: URLSearchParams): EndorsementInput | null {
  const policyOrderId = query.get('policyOrderId');
  const payResult = query.get('payResult');
  const b2cOrderId = query.get('b2cOrderId');
  if (policyOrderId && b2cOrderId && (payResult === 'success' || payResult === 'fail')) {
    return { b2cOrderId: policyOrderId, kind, paymentReturn: { endtOrderId: b2cOrderId, payResult } };
  }
  const policy = policyOrderId ?? b2cOrderId;
  return policy ? { b2cOrderId: policy, kind } : null;
}
