import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../components/product-card.js';
import { EmptyState } from '../../components/empty-state.js';
import { useProductCards } from '../../products/use-products.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/** Tab 0: the mall's welcome banner and its products, drawn from their cards (the full catalogue comes with the pages past home). */
export function HomePage() {
  const { t } = useTranslation();
  const products = useProductCards();
  const navigate = useGuardedNavigate();
  return (
    <div className="page page--home">
      <section className="hero">
        <p className="hero__brand">{t('app.title')}</p>
        <h2 className="hero__title">{t('home.heroTitle')}</h2>
        <p className="hero__subtitle">{t('home.heroSubtitle')}</p>
        <ul className="hero__promises">
          <li>{t('home.promise.fast')}</li>
          <li>{t('home.promise.secure')}</li>
          <li>{t('home.promise.local')}</li>
        </ul>
      </section>
      <section className="section">
        <div className="section__head">
          <h2 className="section__title">{t('home.products')}</h2>
          <button type="button" className="link-button" onClick={() => navigate(paths.shop())}>{t('home.viewAll')}</button>
        </div>
        {products.length === 0 ? (
          <EmptyState title={t('home.empty')} />
        ) : (
          <div className="card-list">
            {products.map((card) => <ProductCard key={card.definition.code} bundle={card} />)}
          </div>
        )}
      </section>
    </div>
  );
}
