/**
 * Each product's chunk (src/build/vite-plugins/product-chunks.ts): its four files and its order steps' validator
 * loaders, fetched together. The table of where each product's chunk is grows with the catalogue, so only the split
 * catalogue (./split-catalog.ts, a chunk the pages past home fetch) imports this module statically; a page that
 * needs it imports it with import(), and no page's own chunks carry a loader of every product.
 */
import loaders, { type ProductChunk } from 'virtual:product-chunks';

export type { ProductChunk };

/** The product `code`'s chunk (the module system keeps it once loaded); rejects when the build made none. */
export function loadProductChunk(code: string): Promise<ProductChunk> {
  const loader = loaders[code];
  if (!loader) return Promise.reject(new Error(`The build made no chunk for product ${code}`));
  return loader();
}
