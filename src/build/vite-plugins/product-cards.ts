/**
 * Vite plugin serving a product's card data (src/app/products/product-card-data.ts) as
 * `schemas/products/<CODE>/product.json?card`: the fields of product.json a card reads, normalised, and its "from"
 * price computed here, so home carries no tariff, no rating code, and no form schema, ui schema, plan, step, rule
 * or declaration of any product (those come with the full catalogue, on the pages past home). Every Vite that loads
 * the app's modules needs it: the build, the tests and the prerender's server.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { CARD_FIELDS, type ProductCardData } from '../../app/products/product-card-data.js';
import { addCalendarDays } from '../../engine/products/calendar-days.js';
import { normalizeProductDefinition } from '../../engine/products/normalize-product.js';
import type { RatesTable } from '../../engine/products/rates-types.js';
import { fromPremium, type PricedProduct } from '../../engine/products/rating/from-premium.js';
import { isLeapYear } from '../../engine/validation/calendar-date.js';

/** A product's card: `<dir>/schemas/products/<CODE>/product.json?card`. */
const CARD_ID = /[\\/]schemas[\\/]products[\\/][^\\/]+[\\/]product\.json\?card$/;

/** Today's date in UTC, YYYY-MM-DD. */
function buildDay(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The policy starts a build-time "from" price is checked on: every day of the year from `from` (so a year's end is
 * among them), and the next 29 February with the days around it. Ages, trip days and car years are counted from the
 * start: a price that changed with one of them would change on one of these days.
 */
export function startsChecked(from: string): string[] {
  const starts: string[] = [];
  for (let day = 0; day <= 366; day += 1) starts.push(addCalendarDays(from, day) ?? from);
  let leapYear = Number(from.slice(0, 4));
  while (!isLeapYear(leapYear) || `${leapYear}-02-29` < from) leapYear += 1;
  starts.push(`${leapYear}-02-28`, `${leapYear}-02-29`, `${leapYear}-03-01`);
  return starts;
}

/**
 * A product's "from" premium (the engine's fromPremium), the same for a policy starting on any day checked; throws
 * when it is not, as the card could then promise less than a quote: such a product needs a typical case that does
 * not depend on the start date.
 */
export function startIndependentFrom(product: PricedProduct, code: string, from: string = buildDay()): number | null {
  const [first, ...others] = startsChecked(from);
  const price = fromPremium(product, first ?? from);
  for (const start of others) {
    if (fromPremium(product, start) !== price) {
      throw new Error(`schemas/products/${code}: the "from" price for a policy starting on ${start} differs from ${from}'s; give fromPrice a typical case that does not depend on the start date`);
    }
  }
  return price;
}

/** The card data of a product from its parsed product.json and rates.json. */
export function productCard(product: unknown, rates: unknown): ProductCardData {
  const definition = normalizeProductDefinition(product);
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (definition[field] !== undefined) card[field] = definition[field];
  return {
    definition: card as ProductCardData['definition'],
    from: startIndependentFrom({ definition, rates: rates as RatesTable }, definition.code),
  };
}

/** The plugin; register it in vite.config.ts. */
export function productCards(): Plugin {
  return {
    name: 'mo-product-cards',
    enforce: 'pre',
    load(id) {
      if (!CARD_ID.test(id)) return null;
      const productPath = id.slice(0, id.indexOf('?'));
      const ratesPath = join(dirname(productPath), 'rates.json');
      this.addWatchFile(productPath);
      this.addWatchFile(ratesPath);
      const card = productCard(JSON.parse(readFileSync(productPath, 'utf8')), JSON.parse(readFileSync(ratesPath, 'utf8')));
      return `export default ${JSON.stringify(card)};`;
    },
  };
}
