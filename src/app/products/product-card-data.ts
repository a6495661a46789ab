import type { ProductDefinition, RatesTable } from '../../engine/index.js';

/**
 * The fields of product.json a product card reads: its line, titles and summary, its channels (what is on sale
 * here), and what its "from" price is computed from (currency, typical case, term) besides the tariff.
 */
export const CARD_FIELDS = ['code', 'line', 'titles', 'summaries', 'currency', 'channels', 'fromPrice', 'term', 'insuredObject'] as const;

/**
 * What home needs of a product to draw its card, cut at build time from product.json and rates.json
 * (src/cli/vite-plugin-product-cards.ts). A whole ProductBundle is one too, so every list draws the same card.
 * The tariff is kept whole: the "from" price is the cheapest row's real quote for a policy starting today.
 */
export interface ProductCardData {
  definition: Pick<ProductDefinition, (typeof CARD_FIELDS)[number]>;
  rates: RatesTable;
}
