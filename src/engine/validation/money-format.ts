/**
 * The two money displays of docs/spec/storefront-spec.md#9-business-constants-and-limits: "x萬" (ten-thousands) and thousands-separated with 2 decimals.
 *
 * Worked out on the amount's decimal digits rather than with `Intl.NumberFormat`: creating the first
 * `Intl.NumberFormat` of a page loads ICU's number data, about 40 ms of main thread on this machine's Chromium
 * (160 ms at a phone's 4x slowdown), and home, the product pages and the order steps all show prices on their
 * first screen. The rounding is the one `Intl.NumberFormat('en-US')` applies (a unit test compares the two on
 * any double): half away from zero, on the shortest decimal that reads back as the same double
 * (`String(amount)`), so 1.005 shows as 1.01 as it is written, not as its binary value 1.00499….
 */

/** How {@link formatMoney} displays an amount. */
export type MoneyStyle = 'wan' | 'thousands';

/** An amount's digits either side of the decimal point: `['1234', '5']` for 1234.5. */
type DecimalDigits = readonly [whole: string, fraction: string];

/** The digits of a finite, non-negative double as JavaScript prints it (the shortest exact reading), exponent expanded. */
function decimalDigits(value: number): DecimalDigits {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** One more than a string of decimal digits, keeping its length unless it carries past the first digit. */
function plusOne(digits: string): string {
  let last = digits.length - 1;
  while (last >= 0 && digits[last] === '9') last -= 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${'0'.repeat(digits.length - last - 1)}`;
}

/** `digits` rounded half away from zero to exactly `places` fraction digits. */
function rounded([whole, fraction]: DecimalDigits, places: number): DecimalDigits {
  const kept = whole + fraction.slice(0, places).padEnd(places, '0');
  const digits = (fraction[places] ?? '0') >= '5' ? plusOne(kept) : kept;
  const wholeLength = digits.length - places;
  return [digits.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), digits.slice(wholeLength)];
}

/** Whole digits with a comma between each group of three, counted from the right. */
function grouped(whole: string): string {
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}

/**
 * `value` rounded half away from zero to at most `places` decimals, without trailing zeros or grouping: -1.5 →
 * `-1.5`, 12.04 at 1 place → `12`. A value that rounds to zero shows unsigned; NaN and ±Infinity give ''.
 */
export function formatDecimal(value: number, places: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole, fraction] = rounded(decimalDigits(Math.abs(value)), places);
  const significant = fraction.replace(/0+$/, '');
  const text = `${whole}${significant ? `.${significant}` : ''}`;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * A count a customer reads (points, people) as a whole number grouped in threes, "12,345", whatever the
 * device's locale (`toLocaleString` writes "12.345" on a German phone). NaN and ±Infinity give ''.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole] = rounded(decimalDigits(Math.abs(value)), 0);
  const text = grouped(whole);
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/**
 * Six fraction digits of 萬 are exactly a cent (10000 × 0.000001 = 0.01), so any amount in whole
 * cents shows without loss, and binary floating-point noise below a cent is rounded away.
 */
function wan(magnitude: number): string {
  return `${formatDecimal(magnitude / 10_000, 6)}萬`;
}

function thousands(magnitude: number): string {
  const [whole, fraction] = rounded(decimalDigits(magnitude), 2);
  return `${grouped(whole)}.${fraction}`;
}

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
  const magnitude = style === 'wan' ? wan(Math.abs(amount)) : style === 'thousands' ? thousands(Math.abs(amount)) : '';
  if (magnitude === '') return '';
  const isZero = !/[1-9]/.test(magnitude);
  return amount < 0 && !isZero ? `-${magnitude}` : magnitude;
}

/**
 * An amount as every screen, message and page writes it for a customer: the currency code, a space and the
 * amount comma-grouped with 2 decimals ("MOP 9,632.00", docs/spec/storefront-spec.md#9-business-constants-and-limits), or in 萬 where a form asks for that
 * `style`. The one place that writes money, so no screen prints "MOP 9632.00" or a bare "300000".
 */
export function moneyText(amount: number, currency: string, style: MoneyStyle = 'thousands'): string {
  return `${currency} ${formatMoney(amount, style)}`;
}
