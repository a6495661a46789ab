import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { LineIcon } from '../../components/line-icon.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import type { RenewablePolicy } from './renewal-actors.js';
import '../../styles/renewals.css';

/** "Expires in 17 days", "Expires today", "Expired 10 days ago": the renewal window as the user reads it. */
export function useDaysText(): (days: number) => string {
  const { t } = useTranslation();
  return (days) => (days > 0 ? t('renewal.expiresIn', { days }) : days === 0 ? t('renewal.expiresToday') : t('renewal.expiredAgo', { days: -days }));
}

/** One renewable policy: product, policy number, expiry, how long is left, and the way to its offer. */
function RenewableCard({ item }: { item: RenewablePolicy }) {
  const { t } = useTranslation();
  const { catalog } = useServices();
  const navigate = useGuardedNavigate();
  const daysText = useDaysText();
  const bundle = catalog.registry.get(item.productCode);
  const policyNo = item.policyNo ?? item.b2cOrderId;
  const underWay = item.renewalOrderId !== null;
  return (
    <article className="renewal-card" data-testid={`renewable-${policyNo}`}>
      <div className="renewal-card__head">
        {bundle ? <LineIcon line={bundle.definition.line} size={40} /> : null}
        <span className="renewal-card__title">{t(`product.${item.productCode}.title`, { defaultValue: item.productCode })}</span>
        <span className={`renewal-days${item.daysToExpiry < 0 ? ' renewal-days--late' : ''}`}>{daysText(item.daysToExpiry)}</span>
      </div>
      <dl className="renewal-card__rows">
        <div className="renewal-card__row"><dt>{t('renewal.policyNo')}</dt><dd>{policyNo}</dd></div>
        <div className="renewal-card__row"><dt>{t('renewal.currentPeriod')}</dt><dd>{item.commDate} ~ {item.expiryDate}</dd></div>
        <div className="renewal-card__row"><dt>{t('renewal.renewBy')}</dt><dd>{item.dueDate}</dd></div>
        <div className="renewal-card__row"><dt>{t('renewal.lastRenewalDate')}</dt><dd>{item.lastRenewalDate}</dd></div>
      </dl>
      {underWay ? <p className="renewal-card__note" data-testid="renewal-under-way">{t('renewal.underWay')}</p> : null}
      <div className="renewal-card__actions">
        {underWay ? (
          <Button color="primary" shape="rounded" block onClick={() => navigate(paths.renewalOrder(item.productCode, item.b2cOrderId))}>{t('renewal.continue')}</Button>
        ) : (
          <Button color="primary" shape="rounded" block data-testid={`renew-${policyNo}`} onClick={() => navigate(paths.renewalDetail(item.productCode, item.b2cOrderId))}>{t('renewal.viewOffer')}</Button>
        )}
      </div>
    </article>
  );
}

/** The caller's renewable policies (renewal.list), of one product when `productCode` is given. */
export function RenewableList({ productCode }: { productCode?: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const call = useCall('renewal.list');
  const wanted = productCode?.toUpperCase();
  const itemsOf = (items: RenewablePolicy[]) => (wanted ? items.filter((item) => item.productCode.toUpperCase() === wanted) : items);
  return (
    <CallView
      call={call}
      testId="renewal-list"
      isEmpty={(data) => itemsOf(data.items).length === 0}
      emptyTitle={t('renewal.emptyTitle')}
      emptyText={t('renewal.emptyText')}
      emptyActions={<Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy())}>{t('renewal.toPolicies')}</Button>}
    >
      {(data) => (
        <div className="page renewal-page">
          <header className="page-intro">
            <h1 className="page-intro__title">{t('renewal.listTitle')}</h1>
            <p className="page-intro__text">{t('renewal.listIntro')}</p>
          </header>
          <div className="card-list" data-testid="renewal-list">
            {itemsOf(data.items).map((item) => <RenewableCard key={item.b2cOrderId} item={item} />)}
          </div>
        </div>
      )}
    </CallView>
  );
}
