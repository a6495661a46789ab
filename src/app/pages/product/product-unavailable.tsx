import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/** The clear "not available" state of a product code that is not on sale here, with the way to the shop. */
export function ProductUnavailable({ code }: { code?: string | null }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <div className="page page--center">
      <EmptyState
        icon="lost"
        title={t('productPages.unavailableTitle')}
        text={code ? t('productPages.unavailableText', { code: code.toUpperCase() }) : t('productPages.unavailableNoCode')}
        testId="product-unavailable"
      >
        <Button color="primary" shape="rounded" data-testid="to-shop" onClick={() => navigate(paths.shop(), { replace: true })}>{t('productPages.toShop')}</Button>
      </EmptyState>
    </div>
  );
}
