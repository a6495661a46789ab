import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { useSectorProductCode } from './sector-products.js';
import { SectorProduct } from './sector-product.js';

/** The motor third-party sector (MTTS): the motor product that names the sector in its product.json (MTV: every motor plan includes third-party liability). */
export function SectorMttsPage() {
  const { t } = useTranslation();
  const productCode = useSectorProductCode('mtts');
  if (productCode === undefined) {
    return <div className="page page--center"><EmptyState icon="lost" title={t('productPages.noMotorProducts')} testId="sector-mtts-none" /></div>;
  }
  return <SectorProduct sector="mtts" productCode={productCode} />;
}
