import { useMemo } from 'react';
import type { ProductBundle } from '../../engine/index.js';
import { useServices } from '../services/app-services.js';
import { APP_CHANNEL, channelDisables } from '../services/channel.js';
import type { CardDefinition, ProductCardData } from './product-card-data.js';
import { productCardFor, productCards } from './product-cards.js';

/** A product line as product.json names it. */
export type ProductLine = ProductBundle['definition']['line'];

/**
 * The products on sale in this channel, in manifest order: a product may list channels it is not sold in,
 * and a channel may list products it does not sell (schemas/channels.json: THL in the bank app).
 */
export function useProducts(): ProductBundle[] {
  const { catalog } = useServices();
  return useMemo(() => catalog.registry.list().filter(onSaleHere), [catalog]);
}

/** The cards of the products on sale in this channel, in manifest order: what home draws without the full catalogue. */
export function useProductCards(): ProductCardData[] {
  return useMemo(() => productCards().filter(onSaleHere), []);
}

/** A product may list channels it is not sold in, and a channel may list products it does not sell. */
function onSaleHere({ definition }: { definition: CardDefinition }): boolean {
  return !definition.channels.disabledIn.includes(APP_CHANNEL) && !channelDisables('products', definition.code);
}

/**
 * The product for a route's `:code`, matched without regard to case (order routes are lower case,
 * product routes upper case), or undefined for a code that is not on sale here. Found from the cards, so an order
 * page finds its product without loading every product's definition (./split-catalog.ts).
 */
export function useProduct(code: string | undefined): ProductBundle | undefined {
  const { catalog } = useServices();
  return useMemo(() => {
    if (!code) return undefined;
    const card = productCardFor(code);
    return card && onSaleHere(card) ? catalog.registry.get(card.definition.code) : undefined;
  }, [catalog, code]);
}

/** The products of one line on sale here, in manifest order (the registry decides; no code is named). */
export function useLineProducts(line: ProductLine): ProductBundle[] {
  const products = useProducts();
  return useMemo(() => products.filter((bundle) => bundle.definition.line === line), [products, line]);
}
