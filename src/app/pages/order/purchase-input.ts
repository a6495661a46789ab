import type { PurchaseInput } from '../../../../flows/index.js';

/** What the order page starts the wizard with: the flow's input, and the order to resume if one is named. */
export interface OrderPageInput extends PurchaseInput {
  /** `?b2cOrderId=` alone: continue that order (as a draft) instead of starting a new one. */
  resumeOrderId?: string;
  /** `?extending=`: the paid order this purchase adds to; a new order starts with its car and holder. */
  extendingOrderId?: string;
}

/**
 * The purchase flow's input from the order page's query string: `b2cOrderId` + `payResult` when the sandbox
 * payment page sends the browser back, `buyAgain=<id>` (optionally `clearAnswers=1`) to copy an earlier order,
 * a lone `b2cOrderId` to resume that order (e.g. back from choosing a coupon), `extending=<id>` for a companion
 * product bought for a paid order's car.
 */
export function purchaseInputFrom(productCode: string, query: URLSearchParams): OrderPageInput {
  const b2cOrderId = query.get('b2cOrderId');
  const payResult = query.get('payResult');
  if (b2cOrderId && (payResult === 'success' || payResult === 'fail')) {
    return { productCode, paymentReturn: { b2cOrderId, payResult } };
  }
  const buyAgain = query.get('buyAgain');
  if (buyAgain) return { productCode, buyAgainFrom: buyAgain, clearAnswers: query.get('clearAnswers') === '1' };
  if (b2cOrderId) return { productCode, resumeOrderId: b2cOrderId };
  const extending = query.get('extending');
  return extending ? { productCode, extendingOrderId: extending } : { productCode };
}
