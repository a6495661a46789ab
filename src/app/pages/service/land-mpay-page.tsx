import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CallView } from '../../components/call-view.js';
import { ProductCard } from '../../components/product-card.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/service.css';

const PERKS = ['online', 'instant', 'pay', 'service'] as const;

/**
 * The landing page for visitors from the MPay app: records the visit with its query (plat.thirdAppLog, appType
 * mpay: deviceId and outSourceId are read from it), says what the mall offers and lists the products sold in
 * the payment-app channel (product.productListQuotation), with the way into the shop.
 */
export function LandMPayPage() {
  const { t } = useTranslation();
  const { api, catalog } = useServices();
  const navigate = useGuardedNavigate();
  const location = useLocation();
  const logged = useRef(false);
  const products = useCall('product.productListQuotation', { channel: 'payment' });

  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    void api.call('plat.thirdAppLog', { query: location.search.replace(/^\?/, '').slice(0, 1000), appType: 'mpay' });
  }, [api, location.search]);

  return (
    <div className="page svc-page">
      <div className="hero svc-land-hero">
        <h2 className="svc-land-hero__title">{t('service.landMPay.title')}</h2>
        <p className="svc-land-hero__text">{t('service.landMPay.text')}</p>
        <Button color="warning" shape="rounded" onClick={() => navigate(paths.shop())} data-testid="land-shop">{t('service.landMPay.enter')}</Button>
      </div>
      <ul className="svc-perks">
        {PERKS.map((perk) => (
          <li key={perk} className="svc-perks__item">
            <strong>{t(`service.landMPay.perk.${perk}`)}</strong>
            <span>{t(`service.landMPay.perk.${perk}Text`)}</span>
          </li>
        ))}
      </ul>
      <section className="section">
        <h2 className="section__title">{t('service.landMPay.products')}</h2>
        <CallView call={products} testId="land-products" isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <div className="card-list">
              {data.items.map((item) => {
                const bundle = catalog.registry.get(item.code);
                return bundle ? <ProductCard key={item.code} bundle={bundle} /> : null;
              })}
            </div>
          )}
        </CallView>
      </section>
    </div>
  );
}
