/**
 * Home's product cards: each product's card data (./product-card-data.ts), cut at build time from its product.json
 * and rates.json, in manifest order. The full catalogue (./load-products.ts) comes with the pages past home.
 */
import manifest from '../../../schemas/products/manifest.json';
import type { ProductCardData } from './product-card-data.js';

const cardFiles = import.meta.glob<ProductCardData>('/schemas/products/*/product.json', { eager: true, query: '?card', import: 'default' });

let byCode: Map<string, ProductCardData> | null = null;

/** Every product folder's card by product code, built once. */
function cardsByCode(): Map<string, ProductCardData> {
  byCode ??= new Map(Object.values(cardFiles).map((card) => [card.definition.code, card]));
  return byCode;
}

/** A product's "from" premium as its card shows it (computed at build time), or null when its tariff prices nothing. */
export function cardFromPrice(code: string): number | null {
  return cardsByCode().get(code)?.from ?? null;
}

/** The cards of the products the manifest puts on sale, in its order; throws when one has no product.json. */
export function productCards(): ProductCardData[] {
  return (manifest as { products: string[] }).products.map((code) => {
    const card = cardsByCode().get(code);
    if (!card) throw new Error(`schemas/products/${code} lacks product.json`);
    return card;
  });
}
