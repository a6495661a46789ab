import { useTranslation } from 'react-i18next';
import type { CardDefinition } from '../products/product-card-data.js';
import { cardFromPrice } from '../products/product-cards.js';
import { paths } from '../routes/route-paths.js';
import { useGuardedNavigate } from '../shell/use-guarded-navigate.js';
import { Icon } from '../shell/icons.js';
import { FromPriceLine } from './from-price-line.js';
import { LineIcon } from './line-icon.js';

/**
 * A product in a list: line icon, localised title and summary, the "from" price with what it assumes (computed at
 * build time, ../products/product-cards.ts); opens the product page. Home gives it a card, the other lists a product.
 */
export function ProductCard({ bundle }: { bundle: { definition: CardDefinition } }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const { code, line } = bundle.definition;
  return (
    <button
      type="button"
      className="product-card"
      data-testid={`product-card-${code}`}
      data-opens={paths.product(code)}
      onClick={() => navigate(paths.product(code))}
    >
      <LineIcon line={line} />
      <span className="product-card__body">
        <span className="product-card__line">{t(`line.${line}`)}</span>
        <span className="product-card__title">{t(`product.${code}.title`)}</span>
        {bundle.definition.summaries ? <span className="product-card__summary">{t(`product.${code}.summary`)}</span> : null}
        <FromPriceLine definition={bundle.definition} from={cardFromPrice(code)} priceClassName="product-card__price" />
      </span>
      <span className="product-card__chevron"><Icon name="chevron" size={18} /></span>
    </button>
  );
}
