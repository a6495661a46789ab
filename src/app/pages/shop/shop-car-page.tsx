import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { MotorProductCard } from '../car/car-shared.js';
import { useLineProducts } from '../../products/use-products.js';

/** /pages/shop/car/index: the shop's motor products (registry, line motor), each opening its car landing page. */
export function ShopCarPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const products = useLineProducts('motor');
  return (
    <div className="page page--products" data-testid="shop-car">
      <section className="products-banner products-banner--motor">
        <h2 className="products-banner__title">{t('productPages.shopCar.title')}</h2>
        <p className="products-banner__text">{t('productPages.shopCar.intro')}</p>
      </section>
      {products.length === 0 ? (
        <EmptyState icon="empty" title={t('productPages.noMotorProducts')} testId="shop-car-empty">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('productPages.toShop')}</Button>
        </EmptyState>
      ) : (
        <div className="card-list">
          {products.map((bundle) => <MotorProductCard key={bundle.definition.code} bundle={bundle} to={paths.car(bundle.definition.code)} />)}
        </div>
      )}
      <section className="section">
        <Button block shape="rounded" fill="outline" color="primary" data-testid="shop-car-claims" onClick={() => navigate(paths.claimsDetailCar())}>
          {t('productPages.link.claims')}
        </Button>
      </section>
    </div>
  );
}
