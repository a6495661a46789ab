import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { ProductCard } from '../../components/product-card.js';
import { EmptyState } from '../../components/empty-state.js';
import { useProducts } from '../../products/use-products.js';

/** Products grouped by line, keeping the manifest's order inside each line and between lines. */
function byLine(products: ProductBundle[]): [string, ProductBundle[]][] {
  const groups = new Map<string, ProductBundle[]>();
  for (const bundle of products) {
    const list = groups.get(bundle.definition.line) ?? [];
    list.push(bundle);
    groups.set(bundle.definition.line, list);
  }
  return [...groups.entries()];
}

/** Tab 1: every product on sale, grouped by line. */
export function ShopPage() {
  const { t } = useTranslation();
  const products = useProducts();
  return (
    <div className="page page--shop">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('shop.intro')}</h2>
        <p className="page-intro__text">{t('shop.count', { count: products.length })}</p>
      </div>
      {products.length === 0 ? <EmptyState title={t('shop.empty')} /> : null}
      {byLine(products).map(([line, bundles]) => (
        <section className="section" key={line}>
          <h3 className="section__title section__title--small">{t(`line.${line}`)}</h3>
          <div className="card-list">
            {bundles.map((bundle) => <ProductCard key={bundle.definition.code} bundle={bundle} />)}
          </div>
        </section>
      ))}
    </div>
  );
}
