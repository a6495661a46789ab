import { Button, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { PlansComparison, ProductArticles, ProductHead, useQueryProduct } from '../product/product-shared.js';
import { ProductUnavailable } from '../product/product-unavailable.js';
import { useLineProducts } from '../../products/use-products.js';

/**
 * The travel product a travel page is about: ?productCode= (must be a travel product on sale), else every
 * travel product of the registry, one tab each.
 */
export function TravelProducts({ testId, children }: { testId: string; children: (bundle: ProductBundle) => ReactNode }) {
  const { t } = useTranslation();
  const { code, bundle } = useQueryProduct();
  const travel = useLineProducts('travel');
  const [active, setActive] = useState(travel[0]?.definition.code ?? '');
  if (code) {
    if (!bundle || bundle.definition.line !== 'travel') return <ProductUnavailable code={code} />;
    return <div className="page page--products" data-testid={testId}>{children(bundle)}</div>;
  }
  if (travel.length === 0) {
    return <div className="page page--center"><EmptyState icon="empty" title={t('productPages.travel.none')} testId={`${testId}-empty`} /></div>;
  }
  if (travel.length === 1 && travel[0]) return <div className="page page--products" data-testid={testId}>{children(travel[0])}</div>;
  return (
    <div className="page page--products" data-testid={testId}>
      <Tabs activeKey={active} onChange={setActive}>
        {travel.map((item) => (
          <Tabs.Tab key={item.definition.code} title={t(`product.${item.definition.code}.title`)}>{children(item)}</Tabs.Tab>
        ))}
      </Tabs>
    </div>
  );
}

/** /pages/travel/plansDetail/index[?productCode=]: the travel plans compared (product.planInfo) with "buy". */
export function TravelPlansDetailPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <TravelProducts testId="travel-plans">
      {(bundle) => (
        <>
          <ProductHead bundle={bundle} subtitle={t('productPages.plansIntro')} />
          <PlansComparison productCode={bundle.definition.code} />
          <div className="products-actions">
            <Button color="primary" shape="rounded" block data-testid={`travel-buy-${bundle.definition.code}`} onClick={() => navigate(paths.order(bundle.definition.code))}>{t('product.buyNow')}</Button>
          </div>
        </>
      )}
    </TravelProducts>
  );
}

/** /pages/travel/claimsDetail/index[?productCode=]: the travel claims guide (claimGuide articles). */
export function TravelClaimsDetailPage() {
  const { t } = useTranslation();
  return (
    <TravelProducts testId="travel-claims">
      {(bundle) => (
        <>
          <ProductHead bundle={bundle} subtitle={t('productPages.claimsIntro')} />
          <ProductArticles productCode={bundle.definition.code} type="claimGuide" emptyTitle={t('productPages.noClaimGuide')} />
        </>
      )}
    </TravelProducts>
  );
}

