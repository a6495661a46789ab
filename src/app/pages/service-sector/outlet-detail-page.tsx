import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { OUTLETS, type OutletId } from './sector-products.js';
import '../../styles/service.css';

/** One service outlet of the sector index (?outlet=): address, hours, phone, what it handles. */
export function OutletDetailPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [query] = useSearchParams();
  const asked = query.get('outlet');
  const outlet = OUTLETS.find((id) => id === asked) as OutletId | undefined;
  usePageTitle(outlet ? t(`serviceSector.outlet.${outlet}.name`) : null);
  if (!outlet) {
    return (
      <div className="page page--center">
        <EmptyState icon="lost" title={t('serviceSector.notFound')} testId="outlet-not-found">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.serviceSector())}>{t('serviceSector.back')}</Button>
        </EmptyState>
      </div>
    );
  }
  const phone = t(`serviceSector.outlet.${outlet}.phone`);
  return (
    <div className="page svc-page" data-testid={`outlet-${outlet}-detail`}>
      <div className="mo-card svc-outlet">
        <h2 className="svc-outlet__name">{t(`serviceSector.outlet.${outlet}.name`)}</h2>
        <dl className="info-rows">
          <div className="info-rows__row"><dt>{t('serviceSector.address')}</dt><dd>{t(`serviceSector.outlet.${outlet}.address`)}</dd></div>
          <div className="info-rows__row"><dt>{t('serviceSector.hours')}</dt><dd>{t(`serviceSector.outlet.${outlet}.hours`)}</dd></div>
          <div className="info-rows__row"><dt>{t('serviceSector.phone')}</dt><dd>{phone}</dd></div>
        </dl>
        <p className="svc-outlet__text">{t(`serviceSector.outlet.${outlet}.services`)}</p>
        <a className="adm-button adm-button-primary adm-button-block adm-button-shape-rounded svc-outlet__call" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
          {t('serviceSector.call')}
        </a>
      </div>
    </div>
  );
}
