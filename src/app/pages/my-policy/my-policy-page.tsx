import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../contract/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { PolicyCard } from './policy-card.js';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; items: OrderSummary[] };

/** The signed-in user's paid policies (order.selectUserOrderInfo with status 'paid'). */
export function MyPolicyPage() {
  const { t } = useTranslation();
  const { api, catalog } = useServices();
  const navigate = useGuardedNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPolicies = useCallback(async () => {
    setLoad({ state: 'loading' });
    const result = await api.call('order.selectUserOrderInfo', { status: 'paid', page: 1, pageSize: 50 });
    setLoad(result === false ? { state: 'error' } : { state: 'done', items: result.items });
  }, [api]);

  useEffect(() => {
    void fetchPolicies();
  }, [fetchPolicies]);

  if (load.state === 'loading') return <PageLoading text={t('app.loading')} />;
  if (load.state === 'error') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.error')} testId="policy-error">
          <Button color="primary" shape="rounded" onClick={() => void fetchPolicies()}>{t('policy.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (load.items.length === 0) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={t('policy.empty')} text={t('policy.emptyHint')} testId="policy-empty">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('policy.browse')}</Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page page--policies">
      <div className="card-list">
        {load.items.map((order) => (
          <PolicyCard
            key={order.b2cOrderId}
            order={order}
            bundle={catalog.registry.get(order.productCode)}
            onOpen={() => navigate(paths.policyDetail(order.b2cOrderId))}
          />
        ))}
      </div>
    </div>
  );
}
