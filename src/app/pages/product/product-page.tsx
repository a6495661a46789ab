import { useParams, useSearchParams } from 'react-router-dom';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { productLabelKeys, type ProductBundle } from '../../../engine/index.js';
import { AreaList } from '../../components/area-list.js';
import { FromPrice } from '../../components/from-price.js';
import { LineIcon } from '../../components/line-icon.js';
import { useProductParts } from '../../products/use-product-parts.js';
import { useProduct } from '../../products/use-products.js';
import { paths } from '../../routes/route-paths.js';
import { DelayedLoading } from '../../shell/delayed-loading.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { insuredObject } from './insured-object.js';
import { ProductUnavailable } from './product-unavailable.js';

/**
 * /pages/product/:code/index for every product in the catalogue: its plans, areas and wizard steps, all
 * from product.json, links to its plans comparison, claims guide, policy wording and "other" order, and "buy now". A code that
 * is not on sale here shows a clear "not available" state with the way to the shop. Only this product is loaded (the
 * route's `ownProduct`): its title and summary come from its card at once, the rest once its chunk is in.
 */
export function ProductPage() {
  const { code } = useParams();
  const { t } = useTranslation();
  const bundle = useProduct(code);
  const productCode = bundle?.definition.code;
  const ready = useProductParts(productCode);
  usePageTitle(productCode ? t(`product.${productCode}.title`) : null);
  if (!bundle || !productCode) return <ProductUnavailable code={code} />;

  const { definition } = bundle;
  return (
    <div className="page page--product page--with-action-bar">
      <section className="product-hero">
        <LineIcon line={definition.line} size={56} />
        <div className="product-hero__text">
          <span className="product-hero__line">{t(`line.${definition.line}`)}</span>
          <h2 className="product-hero__title">{t(`product.${productCode}.title`)}</h2>
          {definition.summaries ? <p className="product-hero__summary">{t(`product.${productCode}.summary`)}</p> : null}
        </div>
      </section>
      {ready ? <ProductDetails bundle={bundle} /> : <DelayedLoading />}
    </div>
  );
}

/** What the product page reads of the whole product (plans, areas, steps, links, the "from" price): once it is loaded. */
function ProductDetails({ bundle }: { bundle: ProductBundle }) {
  // A companion product offered for a paid order: "buy now" carries that order on (see CompanionOffer).
  const [query] = useSearchParams();
  const extending = query.get('extending');
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const { definition } = bundle;
  const productCode = definition.code;
  return (
    <>
      <section className="section">
        <h3 className="section__title">{t('product.plans')}</h3>
        <div className="plan-list">
          {definition.plans.map((plan) => (
            <article className="plan-card" key={plan.code} data-testid={`plan-${plan.code}`}>
              <h4 className="plan-card__title">{t(`product.${productCode}.plan.${plan.code}`)}</h4>
              {plan.summaries ? <p className="plan-card__summary">{t(`product.${productCode}.planSummary.${plan.code}`)}</p> : null}
              {plan.maxInsured ? <p className="plan-card__meta">{t('product.maxInsured', { count: plan.maxInsured })}</p> : null}
            </article>
          ))}
        </div>
      </section>

      {definition.areas.length > 0 ? (
        <section className="section">
          <h3 className="section__title">{t('product.areas')}</h3>
          <AreaList areas={definition.areas.map((area) => ({
            code: area.code,
            name: t(productLabelKeys.area(area.code)),
            covers: area.covers ? t(productLabelKeys.areaCovers(productCode, area.code)) : null,
          }))} />
        </section>
      ) : null}

      <section className="section">
        <h3 className="section__title">{t('product.steps')}</h3>
        <ol className="step-list">
          {definition.steps.map((step, index) => (
            <li className="step-list__item" key={step.id}>
              <span className="step-list__number">{index + 1}</span>
              <span>{t(`product.${productCode}.step.${step.id}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <List className="products-list" header={t('productPages.more')}>
        <List.Item data-testid="link-plans" onClick={() => navigate(paths.plansDetail(productCode))}>{t('productPages.link.plans')}</List.Item>
        <List.Item data-testid="link-claims" onClick={() => navigate(paths.claimsDetail(productCode))}>{t('productPages.link.claims')}</List.Item>
        {definition.line === 'motor' ? (
          <List.Item data-testid="link-car" onClick={() => navigate(paths.car(productCode))}>{t('productPages.link.car')}</List.Item>
        ) : null}
        {definition.wording ? (
          <List.Item data-testid="link-wording" onClick={() => navigate(paths.downloadWording(productCode))}>{t('productData.policyWording')}</List.Item>
        ) : null}
        <List.Item data-testid="link-other" onClick={() => navigate(paths.orderOther(productCode))}>{t('productData.buyFor', { object: insuredObject(t, definition) })}</List.Item>
      </List>

      <div className="action-bar">
        <div className="action-bar__price">
          <FromPrice bundle={bundle} priceClassName="action-bar__label" />
        </div>
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="buy-now" onClick={() => navigate(paths.order(productCode, extending))}>
          {t('product.buyNow')}
        </Button>
      </div>
    </>
  );
}
