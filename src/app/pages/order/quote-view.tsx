import { useState } from 'react';
import { Button } from 'antd-mobile';
import { formatMoney, type ProductBundle } from '../../../engine/index.js';
import type { Quotation } from '../../../../flows/index.js';
import type { LocalizedForm } from '../../products/use-localized-form.js';
import { useFocusOnMount } from '../../shell/use-route-focus.js';
import { breakdownAmount } from '../../components/breakdown-amount.js';
import { money } from '../../components/money.js';
import { PlanBenefits } from '../../components/plan-benefits.js';
import { ProductChangeNotice } from '../../components/product-change-notice.js';
import { LazyPopup } from '../../shell/lazy-popup.js';
import { CouponPicker } from '../service/coupon-picker.js';

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
  /** The order quoted: its covers are those of the product version it was quoted on, not of a newer one. */
  b2cOrderId?: string | undefined;
  /**
   * The coupon choice of this order, in a sheet over the quote; absent where coupons are off (the bank
   * app's channel) or the product fixes no premium after the quote (the discount is part of that premium).
   */
  coupons?: QuoteCoupons;
}

/** What the quote's coupon sheet needs: the order, and what to do once its coupon changed. */
export interface QuoteCoupons {
  b2cOrderId: string;
  /** The coupon was applied or removed: the premium is fixed again, the quotation kept. */
  onChanged(): void;
}

/** The coupon's discount in a priced quote: premium_calc adds it as a negative breakdown line. */
export function couponDiscount(premium: Quotation | null): number {
  const discount = (premium?.breakdown ?? []).filter((line) => line.amount < 0).reduce((sum, line) => sum - line.amount, 0);
  return Math.round(discount * 100) / 100;
}

/**
 * The priced order before payment: the premium to pay, how it was made, the coupon's discount with the
 * way to choose (or change) a coupon without leaving the quote, what the chosen plan covers, Pay and "change details".
 */
export function QuoteView({ bundle, form, quotation, premium, paying, failed, planCode, b2cOrderId, onPay, onBack, coupons }: QuoteViewProps) {
  const [choosingCoupon, setChoosingCoupon] = useState(false);
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
      {coupons || discount > 0 ? (
        <section className="section">
          <dl className="info-rows mo-card" data-testid="quote-coupon">
            <div className="info-rows__row">
              <dt>{form.t('order.couponDiscount')}</dt>
              <dd data-testid="coupon-discount">{discount > 0 ? `− ${money(discount, currency)}` : form.t('order.noCoupon')}</dd>
            </div>
            {coupons ? (
              <Button block fill="none" color="primary" data-testid="use-coupon" disabled={paying} onClick={() => setChoosingCoupon(true)}>
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
      <PlanBenefits productCode={code} chosen={planCode} onlyChosen b2cOrderId={b2cOrderId} />
      {coupons ? (
        <LazyPopup visible={choosingCoupon} onMaskClick={() => setChoosingCoupon(false)} onClose={() => setChoosingCoupon(false)} bodyClassName="sheet" destroyOnClose>
          <CouponPicker
            b2cOrderId={coupons.b2cOrderId}
            layout="sheet"
            onDone={(changed) => {
              setChoosingCoupon(false);
              if (changed) coupons.onChanged();
            }}
          />
        </LazyPopup>
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
