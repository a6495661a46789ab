import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { PlansComparison, ProductHead, useQueryProduct } from './product-shared.js';
import { ProductUnavailable } from './product-unavailable.js';

/** /pages/product/plansDetail/index?productCode=X: the product's plans compared (product.planInfo), then "buy". */
export function PlansDetailPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const { code, bundle } = useQueryProduct();
  usePageTitle(bundle ? t('productPages.plansTitle', { product: t(`product.${bundle.definition.code}.title`) }) : null);
  if (!bundle) return <ProductUnavailable code={code} />;
  const productCode = bundle.definition.code;
  return (
    <div className="page page--products page--with-action-bar">
      <ProductHead bundle={bundle} subtitle={t('productPages.plansIntro')} />
      <PlansComparison productCode={productCode} />
      <div className="action-bar">
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="buy-now" onClick={() => navigate(paths.order(productCode))}>
          {t('product.buyNow')}
        </Button>
      </div>
    </div>
  );
}
