import { MOTOR_PRODUCT } from './sector-products.js';
import { SectorProduct } from './sector-product.js';

/** The motor third-party sector (MTTS): every motor plan includes third-party liability, so it shows MTV. */
export function SectorMttsPage() {
  return <SectorProduct sector="mtts" productCode={MOTOR_PRODUCT} />;
}
