import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { money } from '../../components/money.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { CouponCard } from './coupon-card.js';
import { channelDisables } from '../../services/channel.js';
import { ChannelOff } from './channel-off.js';
import '../../styles/service.css';

/**
 * Choosing a coupon for an order (query b2cOrderId, optional productCode): order.selectCouponOrderInfo lists
 * the usable coupons with their discount and the unusable ones with the reason; confirming calls
 * coupon.apply (null detaches) and goes back to the order page that opened this one.
 */
export function CouponSelectPage() {
  const off = channelDisables('functions', 'coupons');
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const b2cOrderId = query.get('b2cOrderId') ?? '';
  const productCode = query.get('productCode');
  const info = useCall('order.selectCouponOrderInfo', { b2cOrderId }, { skip: !b2cOrderId || off });
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  if (off) return <ChannelOff />;
  if (!b2cOrderId) {
    return (
      <div className="page page--center">
        <EmptyState icon="lost" title={t('service.couponSelect.noOrder')} testId="coupon-select-no-order" />
      </div>
    );
  }

  const goBack = () => {
    // The order page that opened this one is the previous entry; opened directly, go to the order (or the service tab).
    if (location.key !== 'default') navigate(-1);
    else navigate(productCode ? `${paths.order(productCode)}?b2cOrderId=${encodeURIComponent(b2cOrderId)}` : paths.service(), { replace: true });
  };

  return (
    <CallView call={info} testId="coupon-select">
      {(data) => {
        const selected = chosen === undefined ? data.appliedCouponId : chosen;
        const apply = async () => {
          if (selected === data.appliedCouponId) {
            goBack();
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
          goBack();
        };
        const discount = data.usable.find((coupon) => coupon.couponId === selected)?.discount ?? 0;
        return (
          <div className="page page--with-action-bar svc-page">
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

            <div className="action-bar">
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
