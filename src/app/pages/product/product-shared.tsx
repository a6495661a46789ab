import { Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ProductBundle } from '../../../engine/index.js';
import { AreaList } from '../../components/area-list.js';
import { BenefitTable } from '../../components/benefit-table.js';
import { CallView } from '../../components/call-view.js';
import { RichText } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import { useLineProducts, useProduct, type ProductLine } from '../../products/use-products.js';
import '../../styles/products.css';

/**
 * The product a page is about: `?productCode=` when given (any case), else, with `line`, the first product
 * of that line on sale. Undefined when the code is unknown or not sold in this channel.
 */
export function useQueryProduct(line?: ProductLine): { code: string | null; bundle: ProductBundle | undefined } {
  const [query] = useSearchParams();
  const code = query.get('productCode');
  const named = useProduct(code ?? undefined);
  const ofLine = useLineProducts(line ?? 'travel');
  if (code) return { code, bundle: named };
  return { code: null, bundle: line ? ofLine[0] : undefined };
}

/** The plans of a product side by side, from product.planInfo (names, summaries, insured limit, "from" price), then their covers in one table. */
export function PlansComparison({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const call = useCall('product.planInfo', { productCode });
  return (
    <CallView call={call} testId="plans" isEmpty={(data) => data.plans.length === 0} emptyTitle={t('productPages.noPlans')}>
      {(info) => (
        <div className="plans-compare" data-testid="plans-compare">
          {info.minimumPremium !== null ? (
            <p className="plans-compare__from">{t('product.fromPrice', { currency: info.currency, amount: formatMoney(info.minimumPremium, 'thousands') })}</p>
          ) : null}
          {info.fromAssumes !== null ? <p className="from-price__assumes" data-testid="from-assumes">{t('assist.fromAssumes', { assumes: info.fromAssumes })}</p> : null}
          <div className="plans-compare__grid">
            {info.plans.map((plan) => (
              <article className="plans-compare__plan" key={plan.code} data-testid={`compare-plan-${plan.code}`}>
                <h3 className="plans-compare__name">{plan.name}</h3>
                {plan.minimumPremium !== null ? (
                  <p className="plans-compare__price">{t('product.fromPrice', { currency: info.currency, amount: formatMoney(plan.minimumPremium, 'thousands') })}</p>
                ) : null}
                {plan.benefits !== null ? <p className="plans-compare__benefits">{plan.benefits}</p> : null}
                {plan.maxInsured !== null ? <Tag color="primary" fill="outline">{t('product.maxInsured', { count: plan.maxInsured })}</Tag> : null}
              </article>
            ))}
          </div>
          <BenefitTable plans={info.plans} currency={info.currency} />
          {info.areas.length > 0 ? (
            <section className="section">
              <h3 className="section__title">{t('product.areas')}</h3>
              <AreaList areas={info.areas} />
            </section>
          ) : null}
        </div>
      )}
    </CallView>
  );
}

/** One product's articles of a type (claims guide, clauses) as sanitised rich text, or an honest empty state. */
export function ProductArticles({ productCode, type, emptyTitle }: { productCode: string; type: 'claimGuide' | 'clause'; emptyTitle: string }) {
  const call = useCall('product.getProductDetailsByType', { productCode, type });
  return (
    <CallView call={call} testId={`articles-${productCode}`} isEmpty={(data) => data.items.length === 0} emptyTitle={emptyTitle}>
      {(data) => (
        <div className="article-list">
          {data.items.map((article) => (
            <article className="article-card" key={article.articleId} data-testid={`article-${article.articleId}`}>
              <h3 className="article-card__title">{article.title}</h3>
              <RichText html={article.content} className="article-card__body" />
            </article>
          ))}
        </div>
      )}
    </CallView>
  );
}

/** The page head naming the product a page is about. */
export function ProductHead({ bundle, subtitle }: { bundle: ProductBundle; subtitle: string }) {
  const { t } = useTranslation();
  const code = bundle.definition.code;
  return (
    <header className="products-head">
      <span className="products-head__line">{t(`line.${bundle.definition.line}`)}</span>
      <h2 className="products-head__title">{t(`product.${code}.title`)}</h2>
      <p className="products-head__subtitle">{subtitle}</p>
    </header>
  );
}
