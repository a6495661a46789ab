import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../engine/index.js';
import type { CardDefinition } from '../products/product-card-data.js';

export interface FromPriceLineProps {
  definition: Pick<CardDefinition, 'code' | 'currency' | 'fromPrice'>;
  /** The "from" premium already computed; null draws nothing. */
  from: number | null;
  /** The class of the price line (each list styles its price its own way). */
  priceClassName: string;
}

/**
 * A product's advertised "from" price and, under it, the typical case it is quoted for (product.json
 * fromPrice), so the price is one a customer in that case really pays. Nothing when the tariff prices nothing.
 */
export function FromPriceLine({ definition, from, priceClassName }: FromPriceLineProps) {
  const { t } = useTranslation();
  const { code, currency, fromPrice } = definition;
  if (from === null) return null;
  return (
    <>
      <span className={priceClassName} data-testid="from-price">{t('product.fromPrice', { currency, amount: formatMoney(from, 'thousands') })}</span>
      {fromPrice ? <span className="from-price__assumes" data-testid="from-assumes">{t('assist.fromAssumes', { assumes: t(`product.${code}.fromAssumes`) })}</span> : null}
    </>
  );
}
