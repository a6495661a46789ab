import type { ProductBundle } from './product-bundle.js';

/** The products on sale, in manifest order. */
export interface ProductRegistry {
  /** Every product, in the manifest's display order. */
  list(): ProductBundle[];
  /** The product with this code, if it is on sale. */
  get(code: string): ProductBundle | undefined;
  /** The codes in manifest order. */
  codes(): string[];
}

/**
 * Indexes loaded product bundles by the explicit manifest (schemas/products/manifest.json): only
 * products the manifest names are on sale, in its order. Loading the files is the caller's job (the
 * app uses import.meta.glob, the gateway reads the disk), so this has no side effects.
 * Throws when the manifest names a product twice or one that has no bundle: a broken deployment
 * must fail at start, not show a shop with a hole in it.
 */
export function createProductRegistry(bundles: ProductBundle[], order: string[]): ProductRegistry {
  const byCode = new Map<string, ProductBundle>();
  for (const bundle of bundles) byCode.set(bundle.definition.code, bundle);
  const seen = new Set<string>();
  const listed: ProductBundle[] = [];
  for (const code of order) {
    if (seen.has(code)) throw new Error(`product manifest lists ${code} twice`);
    seen.add(code);
    const bundle = byCode.get(code);
    if (!bundle) throw new Error(`product manifest lists ${code} but no product data was loaded for it`);
    listed.push(bundle);
  }
  const onSale = new Map(listed.map((bundle) => [bundle.definition.code, bundle]));
  const codes = listed.map((bundle) => bundle.definition.code);
  return {
    list: () => [...listed],
    get: (code) => onSale.get(code),
    codes: () => [...codes],
  };
}
