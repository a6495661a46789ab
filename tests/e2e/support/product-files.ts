/**
 * The product and label files read straight from schemas/, so the browser tests state their expectations
 * from the same data the storefront and the gateway use instead of copying texts and prices.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Lang = 'tw' | 'cn' | 'en';

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join('schemas', path), 'utf8')) as T;
}

/** A banded rate table as rates.json gives it (the subset the tests price with). */
export interface BandedRates {
  currency: string;
  bands: number[];
  bandBy: { from: string; to: string; inclusive: boolean };
  perPerson?: { field: string; rows: string[] };
  table: Record<string, Record<string, number[]>>;
}

/** The product.json fields the tests read. */
export interface ProductFile {
  code: string;
  titles: Record<Lang, string>;
  line: string;
  currency: string;
  plans: { code: string; titles: Record<Lang, string> }[];
  /** The wizard's steps, in order. */
  steps: { id: string; titles: Record<Lang, string> }[];
  /** Declaration questions, in the order they are asked (products that ask some). */
  declarations?: { code: string; noticeType: string; noticeTitles?: Record<Lang, string> }[];
}

export function productFile(code: string): ProductFile {
  return readJson<ProductFile>(`products/${code}/product.json`);
}

export function ratesFile(code: string): BandedRates {
  return readJson<BandedRates>(`products/${code}/rates.json`);
}

/** The text of a dotted key in schemas/i18n/<lang>.json, with `{{name}}` placeholders filled from `values`. */
export function label(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = readJson<Record<string, unknown>>(`i18n/${lang}.json`);
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No ${lang} label ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * The premium a banded table asks for: the row and column's amount in the first band the trip's length
 * (in days, both ends counted when the table says so) does not exceed, times the number of insured
 * persons for per-person rows.
 */
export function bandedPremium(rates: BandedRates, input: { row: string; column: string; from: string; to: string; persons: number }): number {
  const days = (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000 + (rates.bandBy.inclusive ? 1 : 0);
  const band = rates.bands.findIndex((limit) => days <= limit);
  const amount = rates.table[input.row]?.[input.column]?.[band];
  if (band < 0 || amount === undefined) throw new Error(`No rate for ${input.row}/${input.column} over ${days} days`);
  return rates.perPerson?.rows.includes(input.row) ? amount * input.persons : amount;
}

