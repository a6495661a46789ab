import { useParams } from 'react-router-dom';
import { ProductOrder } from '../product/product-order.js';
import { ProductUnavailable } from '../product/product-unavailable.js';
import { useMotorProduct } from '../../products/use-motor-product.js';

/**
 * /pages/order/car/<code>/index (order/car/mts...): the order wizard of a motor product of the registry. A module
 * of its own, apart from the motor product choice (../car/order-car-page.tsx), whose cards quote a "from" price
 * with the rating engine: the wizard's first step does not need them.
 */
export function MotorOrderPage() {
  const { code } = useParams();
  const bundle = useMotorProduct(code);
  if (!bundle) return <ProductUnavailable code={code} />;
  return <ProductOrder bundle={bundle} input={{ productCode: bundle.definition.code }} />;
}
