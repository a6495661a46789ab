import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ProductBundle } from '../../../engine/index.js';
import type { Quotation } from '../../../../flows/index.js';
import { LineIcon } from '../../components/line-icon.js';
import { breakdownAmount } from '../../components/breakdown-amount.js';

export interface RenewalOfferViewProps {
  bundle: ProductBundle;
  policyNo: string | null;
  /** The current term. */
  currentPeriod: { commDate: string; expiryDate: string } | null;
  /** The new term. */
  commDate: string | null;
  expiryDate: string | null;
  /** The premium to show: the offer, or the fixed premium once priced. */
  quotation: Quotation | null;
  /** What the premium label says: the offer at current rates, or the premium to pay. */
  premiumLabel: string;
  children?: ReactNode;
}

/** The renewal at a glance: the policy, the current and the new term, the premium and its breakdown. */
export function RenewalOfferView({ bundle, policyNo, currentPeriod, commDate, expiryDate, quotation, premiumLabel, children }: RenewalOfferViewProps) {
  const { t } = useTranslation();
  const code = bundle.definition.code;
  const currency = quotation?.currency ?? bundle.definition.currency;
  const breakdown = quotation?.breakdown ?? [];
  return (
    <>
      <section className="renewal-hero" data-testid="renewal-offer">
        <div className="renewal-hero__head">
          <LineIcon line={bundle.definition.line} size={40} />
          <div className="renewal-hero__names">
            <span className="renewal-hero__product">{t(`product.${code}.title`, { defaultValue: code })}</span>
            {policyNo ? <span className="renewal-hero__policy">{t('renewal.policyNo')} {policyNo}</span> : null}
          </div>
        </div>
        <span className="renewal-hero__label">{premiumLabel}</span>
        <span className="renewal-hero__amount" data-testid="renewal-premium">
          <span className="renewal-hero__currency">{currency}</span> {quotation ? formatMoney(quotation.premium, 'thousands') : '—'}
        </span>
      </section>
      <section className="section">
        <h3 className="section__title">{t('renewal.whatChanges')}</h3>
        <dl className="renewal-terms">
          {currentPeriod ? (
            <div className="renewal-terms__row">
              <dt>{t('renewal.currentPeriod')}</dt>
              <dd>{currentPeriod.commDate} ~ {currentPeriod.expiryDate}</dd>
            </div>
          ) : null}
          <div className="renewal-terms__row renewal-terms__row--new">
            <dt>{t('renewal.newPeriod')}</dt>
            <dd data-testid="renewal-new-period">{commDate ?? '—'} ~ {expiryDate ?? '—'}</dd>
          </div>
        </dl>
        <p className="renewal-hint">{t('renewal.changesHint')}</p>
      </section>
      {breakdown.length > 0 ? (
        <section className="section">
          <h3 className="section__title">{t('renewal.breakdown')}</h3>
          <dl className="renewal-terms">
            {breakdown.map((line, index) => (
              <div className="renewal-terms__row" key={`${line.label}-${index}`}>
                <dt>{t(line.label, { defaultValue: line.label })}</dt>
                <dd data-testid={`breakdown-amount-${index}`}>{breakdownAmount(line, currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {children}
    </>
  );
}
