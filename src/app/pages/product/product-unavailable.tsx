import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/**
 * The clear "not available" state of a product code that is not on sale here, with the way to the shop. It names
 * the product by its name when the labels know one, and never by its code (a customer does not know "THL").
 */
export function ProductUnavailable({ code }: { code?: string | null }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const name = code ? t(`product.${code.toUpperCase()}.title`, { defaultValue: '' }) : '';
  return (
    <div className="page page--center">
      <EmptyState
        icon="lost"
        title={t('productPages.unavailableTitle')}
        text={name ? t('productPages.unavailableNamed', { product: name }) : code ? t('productPages.unavailableText') : t('productPages.unavailableNoCode')}
        testId="product-unavailable"
      >
        <Button color="primary" shape="rounded" data-testid="to-shop" onClick={() => navigate(paths.shop(), { replace: true })}>{t('productPages.toShop')}</Button>
      </EmptyState>
    </div>
  );
}
