import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { useLineProducts } from '../../products/use-products.js';
import { paths } from '../../routes/route-paths.js';
import { MotorProductCard } from './car-shared.js';

/** /pages/order/car/index: the motor order entry: choose which motor product (registry, line motor) to buy. */
export function OrderCarPage() {
  const { t } = useTranslation();
  const products = useLineProducts('motor');
  if (products.length === 0) {
    return <div className="page page--center"><EmptyState icon="empty" title={t('productPages.noMotorProducts')} testId="order-car-empty" /></div>;
  }
  return (
    <div className="page page--products" data-testid="order-car">
      <p className="page-intro">{t('productPages.car.choose')}</p>
      <div className="card-list">
        {products.map((bundle) => <MotorProductCard key={bundle.definition.code} bundle={bundle} to={paths.orderCarProduct(bundle.definition.code)} />)}
      </div>
    </div>
  );
}
