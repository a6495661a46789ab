/**
 * Every product's files in one chunk, for the pages past home that read every product (the shop, search, a product
 * page, the policy pages): apart, the products' chunks (./split-catalog.ts) would each compress alone, some three
 * times the bytes and a request each. Imported as text (`?raw`, parsed here), they are modules of their own, so the
 * order pages' chunk of one product stays as it is (vite.config.ts groups the JSON modules by product).
 */
import type { GlobbedFiles } from './catalog-files.js';

const texts = import.meta.glob<string>('/schemas/products/*/{product,form.schema,form.ui,rates}.json', { eager: true, query: '?raw', import: 'default' });

/** schemas/products/<CODE>/{product,form.schema,form.ui,rates}.json of every product folder, parsed, by path. */
export function everyProductFile(): GlobbedFiles<unknown> {
  return Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, JSON.parse(text) as unknown]));
}
