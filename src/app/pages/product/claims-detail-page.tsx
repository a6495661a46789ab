import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { ProductArticles, ProductHead, useQueryProduct } from './product-shared.js';
import { ProductUnavailable } from './product-unavailable.js';
import { useLineProducts } from '../../products/use-products.js';

/** /pages/product/claimsDetail/index?productCode=X: the product's claims guide (claimGuide articles). */
export function ClaimsDetailPage() {
  const { t } = useTranslation();
  const { code, bundle } = useQueryProduct();
  usePageTitle(bundle ? t('productPages.claimsTitle', { product: t(`product.${bundle.definition.code}.title`) }) : null);
  if (!bundle) return <ProductUnavailable code={code} />;
  return (
    <div className="page page--products">
      <ProductHead bundle={bundle} subtitle={t('productPages.claimsIntro')} />
      <ProductArticles productCode={bundle.definition.code} type="claimGuide" emptyTitle={t('productPages.noClaimGuide')} />
    </div>
  );
}

/** The claims guides of several motor products, one tab each (the first given by ?productCode= when named). */
function MotorClaimGuides({ products, testId }: { products: ProductBundle[]; testId: string }) {
  const { t } = useTranslation();
  const { code } = useQueryProduct();
  const wanted = products.find((bundle) => bundle.definition.code === code?.toUpperCase());
  const [active, setActive] = useState(wanted?.definition.code ?? products[0]?.definition.code ?? '');
  if (products.length === 0) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={t('productPages.noMotorProducts')} testId={`${testId}-empty`} />
      </div>
    );
  }
  return (
    <div className="page page--products" data-testid={testId}>
      <p className="page-intro">{t('productPages.claimsIntro')}</p>
      <Tabs activeKey={active} onChange={setActive}>
        {products.map((bundle) => (
          <Tabs.Tab key={bundle.definition.code} title={t(`product.${bundle.definition.code}.title`)}>
            <ProductArticles productCode={bundle.definition.code} type="claimGuide" emptyTitle={t('productPages.noClaimGuide')} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </div>
  );
}

/** /pages/product/claimsDetail/car/index: the claims guides of every motor product on sale. */
export function CarClaimsDetailPage() {
  return <MotorClaimGuides products={useLineProducts('motor')} testId="car-claims" />;
}

/**
 * /pages/product/claimsDetail/car/mtts/index: the third-party motor claims guide, of the motor products on sale
 * whose product.json says `thirdPartyLiability`; when none is on sale, of every motor product (every motor plan
 * includes third-party liability, contract order.haveMtts).
 */
export function MttsClaimsDetailPage() {
  const motor = useLineProducts('motor');
  const thirdParty = motor.filter((bundle) => bundle.definition.thirdPartyLiability);
  return <MotorClaimGuides products={thirdParty.length > 0 ? thirdParty : motor} testId="mtts-claims" />;
}
