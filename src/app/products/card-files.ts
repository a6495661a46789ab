/**
 * Every product's home card (./product-card-data.ts), cut at build time from its product.json and rates.json
 * (src/build/vite-plugins/product-cards.ts): a chunk of its own that ./product-cards.ts imports with import(), so the
 * entry chunk, which every page loads, does not grow with the catalogue. The prerendered home shows the cards
 * before any script runs.
 */
import manifest from '../../../schemas/products/manifest.json';
import type { ProductCardData } from './product-card-data.js';

/** The product codes the manifest puts on sale, in display order (a list that grows with the catalogue too). */
export const onSale: readonly string[] = (manifest as { products: string[] }).products;

/** The cards by product.json path. */
export const cardFiles = import.meta.glob<ProductCardData>('/schemas/products/*/product.json', { eager: true, query: '?card', import: 'default' });
