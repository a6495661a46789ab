import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { money } from '../../components/money.js';
import { useCall } from '../../components/use-call.js';
import { useServices } from '../../services/app-services.js';
import { CouponCard } from './coupon-card.js';
import '../../styles/service.css';

export interface CouponPickerProps {
  b2cOrderId: string;
  /**
   * Where it is drawn: a page of its own (Confirm in the action bar at the foot of the screen) or a sheet
   * over the quote (Confirm at the foot of the sheet, which a fixed bar would slide out of).
   */
  layout: 'page' | 'sheet';
  /** After Confirm: `changed` when the order's coupon was applied or removed, false when the choice stayed. */
  onDone(changed: boolean): void;
}

/**
 * Choosing the coupon of an order: order.selectCouponOrderInfo lists the usable coupons with their
 * discount and the unusable ones with the reason; Confirm calls coupon.apply (null detaches).
 */
export function CouponPicker({ b2cOrderId, layout, onDone }: CouponPickerProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const info = useCall('order.selectCouponOrderInfo', { b2cOrderId });
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  return (
    <CallView call={info} testId="coupon-select">
      {(data) => {
        const selected = chosen === undefined ? data.appliedCouponId : chosen;
        const apply = async () => {
          if (selected === data.appliedCouponId) {
            onDone(false);
            return;
          }
          setBusy(true);
          const price = await api.call('coupon.apply', { b2cOrderId, couponId: selected });
          setBusy(false);
          if (price === false) return;
          Toast.show({
            icon: 'success',
            content: price.appliedCouponId ? t('service.couponSelect.applied', { amount: money(price.payable, price.currency) }) : t('service.couponSelect.removed'),
          });
          onDone(true);
        };
        const discount = data.usable.find((coupon) => coupon.couponId === selected)?.discount ?? 0;
        return (
          <div className={layout === 'page' ? 'page page--with-action-bar svc-page' : 'svc-page coupon-sheet'} data-testid="coupon-picker">
            <div className="mo-card svc-order-head" data-testid="coupon-select-premium">
              <span className="svc-order-head__label">{t('service.couponSelect.premium')}</span>
              <span className="svc-order-head__value">{data.premium === null ? t('service.couponSelect.noQuote') : money(data.premium, data.currency)}</span>
            </div>

            <section className="section">
              <h2 className="section__title section__title--small">{t('service.couponSelect.usable', { count: data.usable.length })}</h2>
              <div className="card-list">
                <button
                  type="button"
                  className={`svc-none-option${selected === null ? ' svc-none-option--selected' : ''}`}
                  onClick={() => setChosen(null)}
                  aria-pressed={selected === null}
                  data-testid="coupon-select-none"
                >
                  <span>{t('service.couponSelect.none')}</span>
                  <span className={`svc-radio${selected === null ? ' svc-radio--on' : ''}`} aria-hidden="true" />
                </button>
                {data.usable.map((coupon) => (
                  <CouponCard
                    key={coupon.couponId}
                    coupon={coupon}
                    selected={selected === coupon.couponId}
                    onClick={() => setChosen(coupon.couponId)}
                    testId={`coupon-select-${coupon.couponId}`}
                    note={<span className="svc-discount">{t('service.couponSelect.discount', { amount: money(coupon.discount, data.currency) })}</span>}
                    aside={<span className={`svc-radio${selected === coupon.couponId ? ' svc-radio--on' : ''}`} aria-hidden="true" />}
                  />
                ))}
              </div>
            </section>

            {data.unusable.length ? (
              <section className="section">
                <h2 className="section__title section__title--small">{t('service.couponSelect.unusable', { count: data.unusable.length })}</h2>
                <div className="card-list">
                  {data.unusable.map((coupon) => (
                    <CouponCard
                      key={coupon.couponId}
                      coupon={coupon}
                      muted
                      testId={`coupon-unusable-${coupon.couponId}`}
                      note={<span className="svc-reason">{coupon.unusableReason ?? t('service.couponSelect.notUsable')}</span>}
                    />
                  ))}
                </div>
              </section>
            ) : null}

            <div className={layout === 'page' ? 'action-bar' : 'action-bar coupon-sheet__actions'}>
              <div className="action-bar__price">
                <div className="action-bar__label">{discount > 0 ? t('service.couponSelect.saving', { amount: money(discount, data.currency) }) : t('service.couponSelect.noSaving')}</div>
              </div>
              <Button className="action-bar__button" color="primary" shape="rounded" loading={busy} onClick={() => void apply()} data-testid="coupon-select-confirm">
                {t('service.couponSelect.confirm')}
              </Button>
            </div>
          </div>
        );
      }}
    </CallView>
  );
}
