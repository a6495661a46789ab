import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { ProductOrder } from '../product/product-order.js';
import { ProductUnavailable } from '../product/product-unavailable.js';
import { useLineProducts } from '../../products/use-products.js';
import { paths } from '../../routes/route-paths.js';
import { MotorProductCard, useMotorProduct } from './car-shared.js';

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

/** /pages/order/car/<code>/index (order/car/mts...): the order wizard of a motor product of the registry. */
export function MotorOrderPage() {
  const { code } = useParams();
  const bundle = useMotorProduct(code);
  if (!bundle) return <ProductUnavailable code={code} />;
  return <ProductOrder bundle={bundle} input={{ productCode: bundle.definition.code }} />;
}
