/**
 * A document or bank account number shown with its middle hidden ("12*****678"): enough for its owner to know
 * which one it is, not enough to read off a screen over a shoulder.
 */
export function maskNumber(number: string): string {
  if (number.length <= 4) return number;
  return `${number.slice(0, 2)}${'*'.repeat(Math.max(2, number.length - 5))}${number.slice(-3)}`;
}
