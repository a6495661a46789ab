import { formatMoney } from '../../engine/index.js';

/** "MOP 1,234.00": thousands-separated with 2 decimals (spec section 9), after the currency code. */
export function money(amount: number, currency: string): string {
  return `${currency} ${formatMoney(amount, 'thousands')}`;
}
