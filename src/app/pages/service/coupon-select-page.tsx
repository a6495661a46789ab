import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { CouponPicker } from './coupon-picker.js';
import { channelDisables } from '../../services/channel.js';
import { ChannelOff } from './channel-off.js';
import '../../styles/service.css';

/**
 * Choosing a coupon for an order on a page of its own (the spec's couponSelect page, query b2cOrderId,
 * optional productCode, for an address opened directly; the quote page chooses in a sheet without
 * leaving the order): the {@link CouponPicker}, then back to the page that opened this one.
 */
export function CouponSelectPage() {
  const off = channelDisables('functions', 'coupons');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const b2cOrderId = query.get('b2cOrderId') ?? '';
  const productCode = query.get('productCode');

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

  return <CouponPicker b2cOrderId={b2cOrderId} layout="page" onDone={goBack} />;
}
