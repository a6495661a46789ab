import { useTranslation } from 'react-i18next';
import type { ProductChange } from '../../contract/index.js';
import { money } from './money.js';

/**
 * Tells the customer in plain words that the product's price or terms changed since the order was
 * made (or that the quotation ran out), with the price before and after, and the answers the current
 * form no longer accepts. Nothing when there is no change.
 */
export function ProductChangeNotice({ change, fieldLabel }: { change: ProductChange | null | undefined; fieldLabel?: (path: string) => string }) {
  const { t } = useTranslation();
  if (!change) return null;
  const expired = change.reason === 'quoteExpired';
  const from = change.previousVersion ?? t('productVersion.unknownVersion');
  return (
    <section className="notice notice--change" role="status" data-testid="product-change">
      <strong>{t(expired ? 'productVersion.expiredTitle' : 'productVersion.changedTitle')}</strong>
      <p>{t(expired ? 'productVersion.expiredText' : 'productVersion.changedText', { from, to: change.version })}</p>
      <dl className="info-rows">
        {change.previousPremium !== null ? (
          <div className="info-rows__row">
            <dt>{t('productVersion.priceBefore')}</dt>
            <dd data-testid="price-before">{money(change.previousPremium, change.currency)}</dd>
          </div>
        ) : null}
        {change.premium !== null ? (
          <div className="info-rows__row">
            <dt>{t('productVersion.priceNow')}</dt>
            <dd data-testid="price-now">{money(change.premium, change.currency)}</dd>
          </div>
        ) : null}
      </dl>
      {change.unacceptedFields.length > 0 ? (
        <p data-testid="unaccepted-fields">
          {t('productVersion.unaccepted', { fields: change.unacceptedFields.map((path) => fieldLabel?.(path) ?? path).join(', ') })}
        </p>
      ) : null}
    </section>
  );
}
