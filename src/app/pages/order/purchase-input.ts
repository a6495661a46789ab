import type { PurchaseInput } from '../../../../flows/index.js';

/**
 * The purchase flow's input from the order page's query string: `b2cOrderId` + `payResult` when the sandbox
 * payment page sends the browser back, `buyAgain=<id>` (optionally `clearAnswers=1`) to copy an earlier order.
 */
export function purchaseInputFrom(productCode: string, query: URLSearchParams): PurchaseInput {
  const b2cOrderId = query.get('b2cOrderId');
  const payResult = query.get('payResult');
  if (b2cOrderId && (payResult === 'success' || payResult === 'fail')) {
    return { productCode, paymentReturn: { b2cOrderId, payResult } };
  }
  const buyAgain = query.get('buyAgain');
  if (buyAgain) return { productCode, buyAgainFrom: buyAgain, clearAnswers: query.get('clearAnswers') === '1' };
  return { productCode };
}
