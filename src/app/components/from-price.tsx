import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatMoney, fromPremium } from '../../engine/index.js';
import type { ProductCardData } from '../products/product-card-data.js';

export interface FromPriceProps {
  bundle: ProductCardData;
  /** The class of the price line (each list styles its price its own way). */
  priceClassName: string;
}

/**
 * A product's advertised "from" price and, under it, the typical case it is quoted for (product.json
 * fromPrice), so the price is one a customer in that case really pays. Nothing when the tariff prices nothing.
 */
export function FromPrice({ bundle, priceClassName }: FromPriceProps) {
  const { t } = useTranslation();
  const { code, currency, fromPrice } = bundle.definition;
  // Quoted for a policy starting today: ages and car years are relative to the start, so the day barely matters.
  const from = useMemo(() => fromPremium(bundle, dayjs().format('YYYY-MM-DD')), [bundle]);
  if (from === null) return null;
  return (
    <>
      <span className={priceClassName} data-testid="from-price">{t('product.fromPrice', { currency, amount: formatMoney(from, 'thousands') })}</span>
      {fromPrice ? <span className="from-price__assumes" data-testid="from-assumes">{t('assist.fromAssumes', { assumes: t(`product.${code}.fromAssumes`) })}</span> : null}
    </>
  );
}
