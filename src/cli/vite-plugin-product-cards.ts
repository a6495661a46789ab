/**
 * Vite plugin serving a product's card data (src/app/products/product-card-data.ts) as
 * `schemas/products/<CODE>/product.json?card`: the fields of product.json a card reads, normalised, and the
 * product's rates.json, so home carries no form schema, ui schema, plan, step, rule or declaration of any product
 * (those come with the full catalogue, on the pages past home). Every Vite that loads the app's modules needs it:
 * the build, the tests and the prerender's server.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { CARD_FIELDS, type ProductCardData } from '../app/products/product-card-data.js';
import { normalizeProductDefinition } from '../engine/products/normalize-product.js';
import type { RatesTable } from '../engine/products/rates-types.js';

/** A product's card: `<dir>/schemas/products/<CODE>/product.json?card`. */
const CARD_ID = /[\\/]schemas[\\/]products[\\/][^\\/]+[\\/]product\.json\?card$/;

/** The card data of a product from its parsed product.json and rates.json. */
export function productCard(product: unknown, rates: unknown): ProductCardData {
  const definition = normalizeProductDefinition(product);
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (definition[field] !== undefined) card[field] = definition[field];
  return { definition: card as ProductCardData['definition'], rates: rates as RatesTable };
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
