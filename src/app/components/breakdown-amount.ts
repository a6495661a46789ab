import type { Quotation } from '../../../flows/index.js';
import { money } from './money.js';

type BreakdownLine = Quotation['breakdown'][number];

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * The amount column of a premium breakdown line, as its kind says: money as money ("MOP 1,200.00", a discount
 * "− MOP 30.00"), a count
 * as what the amount was multiplied by ("× 2"), a factor as a factor and the change it makes
 * ("×1.12 (+12%)"), never a factor as money.
 */
export function breakdownAmount(line: BreakdownLine, currency: string): string {
  if (line.kind === 'count') return `× ${line.amount}`;
  if (line.kind === 'factor') return `×${line.amount.toFixed(2)} (${PERCENT.format((line.amount - 1) * 100)}%)`;
  // A discount reads as the quote's coupon row does: "− MOP 30.00".
  return line.amount < 0 ? `− ${money(-line.amount, currency)}` : money(line.amount, currency);
}
