import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/line-icon.js';
import { money } from '../../components/money.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { Icon } from '../../shell/icons.js';
import { OUTLETS, useSectorProductCode } from './sector-products.js';
import '../../styles/service.css';

/** The service sectors: motor third-party and travel (product.productInfo for their "from" price), then the service outlets. */
export function ServiceSectorPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const motorCode = useSectorProductCode('mtts');
  const travelCode = useSectorProductCode('thlm');
  const motor = useCall('product.productInfo', motorCode === undefined ? null : { productCode: motorCode });
  const travel = useCall('product.productInfo', travelCode === undefined ? null : { productCode: travelCode });
  const sectors = [
    { code: 'mtts' as const, line: 'motor' as const, call: motor },
    { code: 'thlm' as const, line: 'travel' as const, call: travel },
  ];
  return (
    <div className="page svc-page">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('serviceSector.title')}</h2>
        <p className="page-intro__text">{t('serviceSector.intro')}</p>
      </div>
      <div className="card-list">
        {sectors.map((sector) => (
          <button key={sector.code} type="button" className="product-card" onClick={() => navigate(paths.serviceSectorOf(sector.code))} data-testid={`sector-${sector.code}`}>
            <LineIcon line={sector.line} />
            <span className="product-card__body">
              <span className="product-card__line">{t(`serviceSector.${sector.code}.tag`)}</span>
              <span className="product-card__title">{t(`serviceSector.${sector.code}.name`)}</span>
              <span className="product-card__summary">{t(`serviceSector.${sector.code}.summary`)}</span>
              {sector.call.load.state === 'done' && sector.call.load.data.minimumPremium !== null ? (
                <span className="product-card__price">{t('serviceSector.from', { amount: money(sector.call.load.data.minimumPremium, sector.call.load.data.currency) })}</span>
              ) : null}
            </span>
            <span className="product-card__chevron"><Icon name="chevron" size={18} /></span>
          </button>
        ))}
      </div>
      <section className="section">
        <h2 className="section__title">{t('serviceSector.outlets')}</h2>
        <div className="menu-list" data-testid="sector-outlets">
              {OUTLETS.map((outlet) => (
                <button key={outlet} type="button" className="menu-list__item" onClick={() => navigate(paths.serviceSectorOutlet(outlet))} data-testid={`outlet-${outlet}`}>
                  <span className="menu-list__text">
                    <span className="menu-list__title">{t(`serviceSector.outlet.${outlet}.name`)}</span>
                    <span className="menu-list__description">{t(`serviceSector.outlet.${outlet}.address`)}</span>
                  </span>
                  <span className="menu-list__chevron"><Icon name="chevron" size={16} /></span>
                </button>
              ))}
        </div>
      </section>
      <button type="button" className="link-button svc-center-link" onClick={() => navigate(paths.downloadBusiness())}>{t('serviceSector.downloads')}</button>
    </div>
  );
}
