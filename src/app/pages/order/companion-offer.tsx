import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { valueAt, type ProductBundle } from '../../../engine/index.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/** Where a motor order holds the insured car's plate (the spec's car order draft, schemas/shared/car-info.json). */
const PLATE_FIELD = 'carInfo.carCode';

/**
 * After a purchase of a product with companion products (product.json companionProducts: MTV offers MTTS),
 * the one the gateway offers for the insured car (order.haveMtts: none once the car has it in force), with
 * a way to its product page that carries the paid order on, so the new order starts with its car. The plate is read from the paid order (order.detail), since a payment return
 * reopens the page without the answers. Shows nothing for other products, or when there is nothing to offer.
 */
export function CompanionOffer({ bundle, b2cOrderId }: { bundle: ProductBundle; b2cOrderId: string | null }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const productCode = bundle.definition.code;
  const hasCompanions = bundle.definition.companionProducts.length > 0 && b2cOrderId !== null;
  const order = useCall('order.detail', {}, { params: { id: b2cOrderId ?? '' }, skip: !hasCompanions });
  const plate = order.load.state === 'done' ? valueAt(order.load.data.formData, PLATE_FIELD) : undefined;
  const { load } = useCall('order.haveMtts', typeof plate === 'string' ? { carCode: plate, productCode } : null);
  if (typeof plate !== 'string' || load.state !== 'done' || !load.data.offer) return null;
  const { offer, carCode } = load.data;
  return (
    <div className="notice" data-testid="companion-offer">
      <p>{t('order.companionOffer', { plate: carCode, product: offer.name })}</p>
      <Button block fill="outline" color="primary" shape="rounded" data-testid={`companion-offer-${offer.code}`} onClick={() => navigate(paths.product(offer.code, b2cOrderId))}>
        {offer.name}
      </Button>
    </div>
  );
}
