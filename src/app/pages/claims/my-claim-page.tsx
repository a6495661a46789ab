import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { FeatureIcon } from '../../components/feature-icon.js';
import { LineIcon } from '../../components/line-icon.js';
import { MenuList } from '../../components/menu-list.js';
import { useCall } from '../../components/use-call.js';
import { CLAIM_GUIDES } from '../../routes/paths/claims.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { coverState, macaoToday } from '../../../engine/index.js';
import '../../styles/claims.css';

/** My claims: the paid policies a claim can be filed on (order.selectUserOrderInfo), the records and the claim guides. */
export function MyClaimPage() {
  const { t } = useTranslation();
  const { catalog } = useServices();
  const navigate = useGuardedNavigate();
  const policies = useCall('order.selectUserOrderInfo', { status: 'paid', page: 1, pageSize: 50 });
  const today = macaoToday();

  return (
    <div className="page page--with-action-bar claims-page">
      <section className="claims-hero">
        <h1 className="claims-hero__title">{t('claims.mine.title')}</h1>
        <p className="claims-hero__text">{t('claims.mine.text')}</p>
      </section>
      <MenuList
        items={[
          { key: 'records', title: t('claims.mine.records'), description: t('claims.mine.recordsDesc'), icon: <FeatureIcon name="claim" tone="green" />, onClick: () => navigate(paths.claimRecords()), testId: 'claim-mine-records' },
          ...CLAIM_GUIDES.map((guide) => ({
            key: guide, title: t(`claims.guide.${guide}.title`), description: t(`claims.guide.${guide}.short`), icon: <FeatureIcon name="policy" />,
            onClick: () => navigate(paths.claimGuide(guide)), testId: `claim-mine-guide-${guide}`,
          })),
        ]}
      />
      <h2 className="claims-section-title">{t('claims.mine.policies')}</h2>
      <CallView
        call={policies}
        testId="claim-mine"
        isEmpty={(data) => data.items.length === 0}
        emptyTitle={t('claims.apply.noPolicy')}
        emptyText={t('claims.apply.noPolicyHint')}
      >
        {(data) => (
          <div className="card-list">
            {data.items.map((order) => {
              const bundle = catalog.registry.get(order.productCode);
              const cover = coverState(order, today);
              const inForce = cover === 'inForce';
              const coverKey = { inForce: 'claims.mine.inForce', expired: 'claims.mine.ended', notYetInForce: 'claims.mine.notStarted' }[cover];
              return (
                <div key={order.b2cOrderId} className="claims-card claims-policy" data-testid={`claim-mine-policy-${order.b2cOrderId}`}>
                  <div className="claims-policy__head">
                    {bundle ? <LineIcon line={bundle.definition.line} size={36} /> : null}
                    <span className="claims-policy__body">
                      <span className="claims-choice__title">{t(`product.${order.productCode}.title`, { defaultValue: order.productCode })}</span>
                      <span className="claims-choice__sub">{order.policyNo ?? order.b2cOrderId}</span>
                      {order.commDate ? <span className="claims-choice__sub">{order.commDate} ~ {order.expiryDate ?? ''}</span> : null}
                    </span>
                    <span className={`claims-status claims-status--${inForce ? 'approved' : 'draft'}`}>{t(coverKey)}</span>
                  </div>
                  <Button size="small" color="primary" fill="outline" shape="rounded" data-testid={`claim-start-${order.b2cOrderId}`} onClick={() => navigate(paths.claimApply(order.b2cOrderId))}>
                    {t('claims.mine.claim')}
                  </Button>
                </div>
              );
            })}
          </div>
        )}
      </CallView>
      <div className="action-bar">
        <Button block color="primary" shape="rounded" data-testid="claim-mine-start" onClick={() => navigate(paths.claimApply())}>{t('claims.startClaim')}</Button>
      </div>
    </div>
  );
}
