import type { ProductDefinition } from '../../engine/index.js';

/** The fields of product.json a product card reads: its line, titles and summary, its channels (what is on sale here), its currency and the typical case its "from" price assumes. */
export const CARD_FIELDS = ['code', 'line', 'titles', 'summaries', 'currency', 'channels', 'fromPrice', 'insuredObject'] as const;

/** What a product card shows of a product.json (a whole product definition is one too). */
export type CardDefinition = Pick<ProductDefinition, (typeof CARD_FIELDS)[number]>;

/**
 * What home needs of a product to draw its card, cut at build time from product.json and rates.json
 * (src/build/vite-plugins/product-cards.ts): the card's fields and its "from" price, the engine's fromPremium for the
 * typical case, which the build checks is the same whichever day the policy starts (so the card shows what a
 * customer in that case pays today, and the page carries no tariff and no rating code).
 */
export interface ProductCardData {
  definition: CardDefinition;
  /** The "from" premium, or null when the tariff prices nothing (the card then shows no price). */
  from: number | null;
}
