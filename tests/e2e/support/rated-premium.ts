/**
 * The premium the engine's own rating gives for the data a test entered, from the product's rates.json: the
 * browser tests compare the quote on screen with it instead of copying amounts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ratePremium, type RatesTable } from '../../../src/engine/index.js';

export function ratedPremium(code: string, formData: Record<string, unknown>): number {
  const rates = JSON.parse(readFileSync(join('schemas', 'products', code, 'rates.json'), 'utf8')) as RatesTable;
  const result = ratePremium(rates, formData);
  if (!result.ok) throw new Error(`${code} cannot be rated: ${result.reason}`);
  return result.premium;
}
