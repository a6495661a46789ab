import { useMemo } from 'react';
import { fromPremium, type ProductBundle } from '../../engine/index.js';
import { FromPriceLine } from './from-price-line.js';
import { localIsoDate } from '../../ui/local-date.js';

export interface FromPriceProps {
  bundle: ProductBundle;
  /** The class of the price line (each list styles its price its own way). */
  priceClassName: string;
}

/**
 * A product's "from" price quoted from its tariff for a policy starting today, with the typical case it assumes
 * (the pages that hold the full product; a product card has it computed at build time, ./product-card.tsx).
 */
export function FromPrice({ bundle, priceClassName }: FromPriceProps) {
  // Quoted for a policy starting today: ages and car years are relative to the start, so the day barely matters.
  const from = useMemo(() => fromPremium(bundle, localIsoDate()), [bundle]);
  return <FromPriceLine definition={bundle.definition} from={from} priceClassName={priceClassName} />;
}
