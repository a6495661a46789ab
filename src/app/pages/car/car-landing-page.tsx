import { Button, List } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { MOTOR_PAGES, motorPageStep } from '../../routes/paths/products.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { PlansComparison, ProductHead } from '../product/product-shared.js';
import { ProductUnavailable } from '../product/product-unavailable.js';
import { useMotorProduct } from '../../products/use-motor-product.js';

/**
 * The landing information of a motor product: its plans compared (product.planInfo), the product's flow as
 * the spec's sub-pages (each opens the wizard at its step), the claims guide and "buy now".
 */
export function CarLanding({ bundle }: { bundle: ProductBundle }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const { code, steps } = bundle.definition;
  const stepIds = steps.map((step) => step.id);
  // The sub-pages this product's flow has, in flow order.
  const subPages = MOTOR_PAGES
    .map((page) => ({ page, step: motorPageStep(page, stepIds) }))
    .filter((entry): entry is { page: (typeof MOTOR_PAGES)[number]; step: string } => entry.step !== null)
    .filter((entry, index, all) => all.findIndex((other) => other.step === entry.step) === index)
    .sort((a, b) => stepIds.indexOf(a.step) - stepIds.indexOf(b.step));
  return (
    <div className="page page--products page--with-action-bar" data-testid={`car-landing-${code}`}>
      <ProductHead bundle={bundle} subtitle={bundle.definition.summaries ? t(`product.${code}.summary`) : t('productPages.car.intro')} />
      <section className="section">
        <h3 className="section__title">{t('product.plans')}</h3>
        <PlansComparison productCode={code} />
      </section>
      <List className="products-list" header={t('productPages.car.flow')}>
        {subPages.map(({ page, step }, index) => (
          <List.Item key={page} data-testid={`car-subpage-${page}`} prefix={<span className="products-step-no">{index + 1}</span>}
            onClick={() => navigate(paths.carPage(code, page))}>
            {t(`product.${code}.step.${step}`)}
          </List.Item>
        ))}
        <List.Item data-testid="car-claims" onClick={() => navigate(paths.claimsDetailCar(code))}>{t('productPages.link.claims')}</List.Item>
      </List>
      <div className="action-bar">
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="buy-now" onClick={() => navigate(paths.orderCarProduct(code))}>
          {t('product.buyNow')}
        </Button>
      </div>
    </div>
  );
}

/** /pages/car/<code>/index (mtc, mtv, mts, mta... any motor product of the registry). */
export function CarLandingPage() {
  const { code } = useParams();
  const { t } = useTranslation();
  const bundle = useMotorProduct(code);
  usePageTitle(bundle ? t(`product.${bundle.definition.code}.title`) : null);
  if (!bundle) return <ProductUnavailable code={code} />;
  return <CarLanding bundle={bundle} />;
}
