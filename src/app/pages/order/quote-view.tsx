import { Button } from 'antd-mobile';
import { formatMoney, type ProductBundle } from '../../../engine/index.js';
import type { Quotation } from '../../../../flows/index.js';
import type { LocalizedForm } from '../../products/use-localized-form.js';
import { useFocusOnMount } from '../../shell/use-route-focus.js';
import { breakdownAmount } from '../../components/breakdown-amount.js';
import { money } from '../../components/money.js';
import { PlanBenefits } from '../../components/plan-benefits.js';
import { ProductChangeNotice } from '../../components/product-change-notice.js';

export interface QuoteViewProps {
  bundle: ProductBundle;
  form: LocalizedForm;
  quotation: Quotation | null;
  premium: Quotation | null;
  paying: boolean;
  failed: boolean;
  onPay(): void;
  onBack(): void;
  /** The plan the order chose, whose covers the quote lists. */
  planCode?: string | undefined;
  /** Opens the coupon choice for this order; absent where coupons are off (the bank app's channel). */
  onUseCoupon?(): void;
}

/** The coupon's discount in a priced quote: premium_calc adds it as a negative breakdown line. */
export function couponDiscount(premium: Quotation | null): number {
  const discount = (premium?.breakdown ?? []).filter((line) => line.amount < 0).reduce((sum, line) => sum - line.amount, 0);
  return Math.round(discount * 100) / 100;
}

/**
 * The priced order before payment: the premium to pay, how it was made, the coupon's discount with the
 * way to choose (or change) a coupon, what the chosen plan covers, Pay and "change details".
 */
export function QuoteView({ bundle, form, quotation, premium, paying, failed, planCode, onPay, onBack, onUseCoupon }: QuoteViewProps) {
  const fixed = premium ?? quotation;
  const currency = fixed?.currency ?? bundle.definition.currency;
  const breakdown = (premium?.breakdown?.length ? premium.breakdown : quotation?.breakdown) ?? [];
  const code = bundle.definition.code;
  const discount = couponDiscount(premium);
  // Reading starts at the premium, not on <body> where the wizard's last Next button left focus.
  const cardRef = useFocusOnMount<HTMLElement>();
  return (
    <div className="page page--quote page--with-action-bar" data-testid="quote">
      <ProductChangeNotice change={quotation?.productChange} />
      <section className="quote-card" ref={cardRef}>
        <span className="quote-card__product">{form.t(`product.${code}.title`)}</span>
        <span className="quote-card__label">{form.t('order.premium')}</span>
        <span className="quote-card__amount" data-testid="premium-amount">
          <span className="quote-card__currency">{currency}</span> {fixed ? formatMoney(fixed.premium, 'thousands') : '—'}
        </span>
        {fixed?.quotationNo ? <span className="quote-card__no">{form.t('order.quotationNo', { no: fixed.quotationNo })}</span> : null}
      </section>
      {onUseCoupon || discount > 0 ? (
        <section className="section">
          <dl className="info-rows mo-card" data-testid="quote-coupon">
            <div className="info-rows__row">
              <dt>{form.t('order.couponDiscount')}</dt>
              <dd data-testid="coupon-discount">{discount > 0 ? `− ${money(discount, currency)}` : form.t('order.noCoupon')}</dd>
            </div>
            {onUseCoupon ? (
              <Button block fill="none" color="primary" data-testid="use-coupon" disabled={paying} onClick={onUseCoupon}>
                {form.t(discount > 0 ? 'order.changeCoupon' : 'order.useCoupon')}
              </Button>
            ) : null}
          </dl>
        </section>
      ) : null}
      {breakdown.length > 0 ? (
        <section className="section">
          <h3 className="section__title">{form.t('order.breakdown')}</h3>
          <dl className="info-rows mo-card">
            {breakdown.map((line, index) => (
              <div className="info-rows__row" key={`${line.label}-${index}`}>
                <dt>{form.t(line.label, { defaultValue: line.label })}</dt>
                <dd data-testid={`breakdown-amount-${index}`}>{breakdownAmount(line, currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <PlanBenefits productCode={code} chosen={planCode} onlyChosen />
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
