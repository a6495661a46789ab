/** The two money displays of spec section 9: "x萬" (ten-thousands) and thousands-separated with 2 decimals. */

/** How {@link formatMoney} displays an amount. */
export type MoneyStyle = 'wan' | 'thousands';

/**
 * Six fraction digits of 萬 are exactly a cent (10000 × 0.000001 = 0.01), so any amount in whole
 * cents shows without loss, and binary floating-point noise below a cent is rounded away.
 */
const WAN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6, useGrouping: false });
const THOUSANDS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/**
 * Formats an amount of money for display.
 *
 * - `wan`: the amount divided by 10,000, with at most 6 decimals (a cent) and no trailing zeros,
 *   followed by 萬, without grouping: 1500000 → `150萬`, 15000 → `1.5萬`, 12345.67 → `1.234567萬`.
 * - `thousands`: comma-grouped with exactly 2 decimals, rounded half away from zero:
 *   1500000 → `1,500,000.00`, 1234.5 → `1,234.50`.
 *
 * A negative amount keeps its minus sign (-15000 → `-1.5萬`) unless it rounds to zero, which shows
 * unsigned. NaN and ±Infinity give ''.
 */
export function formatMoney(amount: number, style: MoneyStyle): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const magnitude = style === 'wan' ? `${WAN.format(Math.abs(amount) / 10_000)}萬` : style === 'thousands' ? THOUSANDS.format(Math.abs(amount)) : '';
  if (magnitude === '') return '';
  const isZero = !/[1-9]/.test(magnitude);
  return amount < 0 && !isZero ? `-${magnitude}` : magnitude;
}
