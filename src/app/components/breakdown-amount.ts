import type { Quotation } from '../../../flows/index.js';
import { formatDecimal } from '../../engine/index.js';
import { money } from './money.js';

type BreakdownLine = Quotation['breakdown'][number];

/** A factor's change in percent, signed unless it is none: "+12", "-15", "0", "+7.5". */
function percentChange(factor: number): string {
  const change = formatDecimal((factor - 1) * 100, 1);
  return change === '0' || change.startsWith('-') ? change : `+${change}`;
}

/**
 * The amount column of a premium breakdown line, as its kind says: money as money ("MOP 1,200.00", a discount
 * "− MOP 30.00"), a count
 * as what the amount was multiplied by ("× 2"), a factor as a factor and the change it makes
 * ("×1.12 (+12%)"), never a factor as money.
 */
export function breakdownAmount(line: BreakdownLine, currency: string): string {
  if (line.kind === 'count') return `× ${line.amount}`;
  // A factor is no money: it keeps exactly two places (×1.10) so a column of factors lines up.
  // eslint-disable-next-line no-restricted-syntax
  if (line.kind === 'factor') return `×${line.amount.toFixed(2)} (${percentChange(line.amount)}%)`;
  // A discount reads as the quote's coupon row does: "− MOP 30.00".
  return line.amount < 0 ? `− ${money(-line.amount, currency)}` : money(line.amount, currency);
}
