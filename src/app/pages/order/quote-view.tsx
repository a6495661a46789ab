import { Button } from 'antd-mobile';
import { RATING_LABELS, formatMoney, type ProductBundle } from '../../../engine/index.js';
import type { Quotation } from '../../../../flows/index.js';
import type { LocalizedForm } from '../../products/use-localized-form.js';

export interface QuoteViewProps {
  bundle: ProductBundle;
  form: LocalizedForm;
  quotation: Quotation | null;
  premium: Quotation | null;
  paying: boolean;
  failed: boolean;
  onPay(): void;
  onBack(): void;
}

/** The priced order before payment: the premium to pay, how it was made, Pay and "change details". */
export function QuoteView({ bundle, form, quotation, premium, paying, failed, onPay, onBack }: QuoteViewProps) {
  const fixed = premium ?? quotation;
  const currency = fixed?.currency ?? bundle.definition.currency;
  const breakdown = (premium?.breakdown?.length ? premium.breakdown : quotation?.breakdown) ?? [];
  const code = bundle.definition.code;
  return (
    <div className="page page--quote page--with-action-bar" data-testid="quote">
      <section className="quote-card">
        <span className="quote-card__product">{form.t(`product.${code}.title`)}</span>
        <span className="quote-card__label">{form.t('order.premium')}</span>
        <span className="quote-card__amount" data-testid="premium-amount">
          <span className="quote-card__currency">{currency}</span> {fixed ? formatMoney(fixed.premium, 'thousands') : '—'}
        </span>
        {fixed?.quotationNo ? <span className="quote-card__no">{form.t('order.quotationNo', { no: fixed.quotationNo })}</span> : null}
      </section>
      {breakdown.length > 0 ? (
        <section className="section">
          <h3 className="section__title">{form.t('order.breakdown')}</h3>
          <dl className="info-rows mo-card">
            {breakdown.map((line, index) => (
              <div className="info-rows__row" key={`${line.label}-${index}`}>
                <dt>{form.t(line.label, { defaultValue: line.label })}</dt>
                {/* The persons line carries a count, every other line an amount of money. */}
                <dd>{line.label === RATING_LABELS.persons ? `× ${line.amount}` : `${currency} ${formatMoney(line.amount, 'thousands')}`}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {failed ? <div className="notice notice--error" role="alert" data-testid="order-error">{form.t('order.callFailed')}</div> : null}
      <div className="action-bar">
        <Button shape="rounded" size="large" className="action-bar__secondary" data-testid="back" disabled={paying} onClick={onBack}>
          {form.t('order.editAgain')}
        </Button>
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="pay" loading={paying} onClick={onPay}>
          {form.t('order.pay')}
        </Button>
      </div>
    </div>
  );
}
