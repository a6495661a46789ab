/**
 * Home's product cards: each product's card data (./product-card-data.ts), cut at build time from its product.json
 * and rates.json, in manifest order. They come in a chunk of their own (./card-files.ts) that the start awaits
 * (src/app/main.tsx, with the first screen's labels) before the first render: read them only after
 * {@link loadProductCards}. The full catalogue (./load-products.ts) comes with the pages past home.
 */
import type { ProductCardData } from './product-card-data.js';

let loaded: { byCode: Map<string, ProductCardData>; onSale: readonly string[] } | null = null;
let loading: Promise<void> | null = null;

/** Fetches the cards' chunk once; a failed fetch is forgotten, so the next call tries again. */
export function loadProductCards(): Promise<void> {
  loading ??= import('./card-files.js').then(
    ({ cardFiles, onSale }) => {
      loaded = { byCode: new Map(Object.values(cardFiles).map((card) => [card.definition.code, card])), onSale };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Every product folder's card by product code and the manifest's order; throws when read before {@link loadProductCards} resolved. */
function cards(): NonNullable<typeof loaded> {
  if (!loaded) throw new Error('the product cards were read before loadProductCards brought them');
  return loaded;
}

/** A product's "from" premium as its card shows it (computed at build time), or null when its tariff prices nothing. */
export function cardFromPrice(code: string): number | null {
  return cards().byCode.get(code)?.from ?? null;
}

/** The cards of the products the manifest puts on sale, in its order; throws when one has no product.json. */
export function productCards(): ProductCardData[] {
  const { byCode, onSale } = cards();
  return onSale.map((code) => {
    const card = byCode.get(code);
    if (!card) throw new Error(`schemas/products/${code} lacks product.json`);
    return card;
  });
}

/** The card of the product a route's `:code` names, matched without regard to case (order routes are lower case, product routes upper case). */
export function productCardFor(routeCode: string): ProductCardData | undefined {
  const wanted = routeCode.toUpperCase();
  return productCards().find(({ definition }) => definition.code.toUpperCase() === wanted);
}
