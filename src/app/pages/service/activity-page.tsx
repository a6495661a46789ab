import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CampaignAction } from '../../../contract/rows/catalog.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { APP_CHANNEL } from '../../services/channel.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { macaoDate } from '../../i18n/macao-date-time.js';
import '../../styles/service.css';

interface Campaign extends CampaignAction {
  productCodes: string[];
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; campaigns: Campaign[] };

/** Running campaigns: adapter.haveAction for every product on sale in this channel, merged by campaign. */
export function ActivityPage() {
  const { t } = useTranslation();
  const { api, catalog } = useServices();
  const navigate = useGuardedNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchAll = useCallback(async () => {
    setLoad({ state: 'loading' });
    const codes = catalog.registry.list().map((bundle) => bundle.definition.code);
    const answers = await Promise.all(codes.map((productCode) => api.call('adapter.haveAction', { productCode, channel: APP_CHANNEL })));
    if (answers.length > 0 && answers.every((answer) => answer === false)) {
      setLoad({ state: 'error' });
      return;
    }
    const byId = new Map<string, Campaign>();
    answers.forEach((answer, index) => {
      if (answer === false) return;
      for (const action of answer.actions) {
        const known = byId.get(action.actionId) ?? { ...action, productCodes: [] };
        known.productCodes.push(codes[index] ?? '');
        byId.set(action.actionId, known);
      }
    });
    const campaigns = [...byId.values()].sort((a, b) => a.endDate.localeCompare(b.endDate));
    setLoad({ state: 'done', campaigns });
  }, [api, catalog]);

  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);

  if (load.state === 'loading') return <div data-testid="activity-loading"><PageLoading text={t('app.loading')} /></div>;
  if (load.state === 'error') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('app.loadFailed')} testId="activity-error">
          <Button color="primary" shape="rounded" onClick={() => void fetchAll()}>{t('app.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (load.campaigns.length === 0) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={t('service.activity.empty')} text={t('service.activity.emptyHint')} testId="activity-empty">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('service.activity.shop')}</Button>
        </EmptyState>
      </div>
    );
  }
  const allProducts = catalog.registry.list().length;
  return (
    <div className="page svc-page">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('service.activity.title')}</h2>
        <p className="page-intro__text">{t('service.activity.intro')}</p>
      </div>
      <div className="card-list">
        {load.campaigns.map((campaign) => (
          <article key={campaign.actionId} className="svc-campaign" data-testid={`activity-${campaign.actionId}`}>
            <span className="svc-campaign__badge">{t('service.activity.running')}</span>
            <h3 className="svc-campaign__title">{campaign.title}</h3>
            <p className="svc-campaign__text">{campaign.description}</p>
            <p className="svc-campaign__dates">{t('service.activity.dates', { from: macaoDate(campaign.startDate), until: macaoDate(campaign.endDate) })}</p>
            <div className="svc-campaign__products">
              {campaign.productCodes.length === allProducts && allProducts > 1 ? (
                <span className="chip">{t('service.activity.allProducts')}</span>
              ) : campaign.productCodes.map((code) => (
                <button key={code} type="button" className="chip svc-chip-button" onClick={() => navigate(paths.product(code))}>
                  {t(`product.${code}.title`)}
                </button>
              ))}
            </div>
            <Button color="primary" shape="rounded" size="small" onClick={() => navigate(campaign.productCodes.length === 1 ? paths.product(campaign.productCodes[0] ?? '') : paths.shop())}>
              {t('service.activity.join')}
            </Button>
          </article>
        ))}
      </div>
    </div>
  );
}
