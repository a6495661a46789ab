import type { RenewalInput } from '../../../../flows/index.js';

/**
 * The renewal flow's input from the query: the policy to renew (`policyOrderId`) and, when the sandbox
 * payment page sends the browser back, the renewal order paid (`b2cOrderId`) with `payResult`.
 */
export function renewalInputFrom(productCode: string, query: URLSearchParams): RenewalInput {
  const policyOrderId = query.get('policyOrderId') ?? '';
  const b2cOrderId = query.get('b2cOrderId');
  const payResult = query.get('payResult');
  if (b2cOrderId && (payResult === 'success' || payResult === 'fail')) {
    return { productCode, policyOrderId, paymentReturn: { b2cOrderId, payResult } };
  }
  return { productCode, policyOrderId };
}
