import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { FromPrice } from '../../components/from-price.js';
import { LineIcon } from '../../components/line-icon.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { Icon } from '../../shell/icons.js';

/** A motor product as a card (the shop's product-card look) that opens `to`. */
export function MotorProductCard({ bundle, to }: { bundle: ProductBundle; to: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const { code, line } = bundle.definition;
  return (
    <button type="button" className="product-card" data-testid={`motor-card-${code}`} onClick={() => navigate(to)}>
      <LineIcon line={line} />
      <span className="product-card__body">
        <span className="product-card__line">{code}</span>
        <span className="product-card__title">{t(`product.${code}.title`)}</span>
        {bundle.definition.summaries ? <span className="product-card__summary">{t(`product.${code}.summary`)}</span> : null}
        <FromPrice bundle={bundle} priceClassName="product-card__price" />
      </span>
      <span className="product-card__chevron"><Icon name="chevron" size={18} /></span>
    </button>
  );
}
