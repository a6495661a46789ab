import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../contract/index.js';
import type { ProductBundle } from '../../../engine/index.js';
import { LineIcon } from '../../components/line-icon.js';
import { PaidPremiumRows } from './paid-premium-rows.js';
import { PolicyStatusTag } from './policy-status-tag.js';

/** One policy in the list: product, policy number, period, premium and what was paid; opens the detail page. */
export function PolicyCard({ order, bundle, onOpen }: { order: OrderSummary; bundle: ProductBundle | undefined; onOpen(): void }) {
  const { t } = useTranslation();
  const policyNo = order.policyNo ?? order.b2cOrderId;
  return (
    <button type="button" className="policy-card" data-testid={`policy-card-${policyNo}`} onClick={onOpen}>
      <div className="policy-card__head">
        {bundle ? <LineIcon line={bundle.definition.line} size={40} /> : null}
        <span className="policy-card__title">{t(`product.${order.productCode}.title`, { defaultValue: order.productCode })}</span>
        <PolicyStatusTag order={order} />
      </div>
      <dl className="policy-card__rows">
        <div className="policy-card__row"><dt>{t('policy.policyNo')}</dt><dd>{policyNo}</dd></div>
        {order.commDate ? (
          <div className="policy-card__row"><dt>{t('policy.period')}</dt><dd>{order.commDate} ~ {order.expiryDate ?? ''}</dd></div>
        ) : null}
        <PaidPremiumRows order={order} rowClassName="policy-card__row" amountClassName="policy-card__premium" />
      </dl>
    </button>
  );
}
