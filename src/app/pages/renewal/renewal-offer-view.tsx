import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ProductBundle } from '../../../engine/index.js';
import type { Quotation } from '../../../../flows/index.js';
import { LineIcon } from '../../components/line-icon.js';
import { breakdownAmount } from '../../components/breakdown-amount.js';
import { money } from '../../components/money.js';
import type { RenewalOffer } from './renewal-actors.js';

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
  /** What the page says may change for the new term, naming only what the page offers. */
  hint: string;
  /** The offer's premium against the current term's, with the rating inputs that moved it (the offer page). */
  rise?: PremiumRise;
  children?: ReactNode;
}

/** The current term's premium and the breakdown lines that changed since (renewal.detail). */
export type PremiumRise = Pick<RenewalOffer, 'previousPremium' | 'premiumChanges'>;

type PremiumChange = RenewalOffer['premiumChanges'][number];

/** A changed line's amount as the breakdown shows it, or a dash where the line was absent. */
function changeAmount(change: PremiumChange, amount: number | null, currency: string): string {
  return amount === null ? '—' : breakdownAmount({ label: change.label, kind: change.kind, amount }, currency);
}

/** The current term's premium and why the offer differs: each changed rating input, before and after. */
function PremiumRiseRows({ rise, premium, currency }: { rise: PremiumRise; premium: number | null; currency: string }) {
  const { t } = useTranslation();
  if (rise.previousPremium === null || premium === null || rise.previousPremium === premium) return null;
  return (
    <section className="section" data-testid="renewal-premium-rise">
      <h3 className="section__title">{t('renewal.premiumRise')}</h3>
      <dl className="renewal-terms">
        <div className="renewal-terms__row">
          <dt>{t('renewal.previousPremium')}</dt>
          <dd>{money(rise.previousPremium, currency)}</dd>
        </div>
        {rise.premiumChanges.map((change) => (
          <div className="renewal-terms__row" key={change.label}>
            <dt>{t(change.label, { defaultValue: change.label })}</dt>
            <dd>{changeAmount(change, change.before, currency)} → {changeAmount(change, change.after, currency)}</dd>
          </div>
        ))}
      </dl>
      {rise.premiumChanges.length === 0 ? <p className="renewal-hint">{t('renewal.premiumRiseRates')}</p> : null}
    </section>
  );
}

/** The renewal at a glance: the policy, the current and the new term, the premium, why it moved, and its breakdown. */
export function RenewalOfferView({ bundle, policyNo, currentPeriod, commDate, expiryDate, quotation, premiumLabel, hint, rise, children }: RenewalOfferViewProps) {
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
        <p className="renewal-hint">{hint}</p>
      </section>
      {rise ? <PremiumRiseRows rise={rise} premium={quotation?.premium ?? null} currency={currency} /> : null}
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
