import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { RichText } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import type { SectorArticleType } from '../../routes/paths/service.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import '../../styles/service.css';

const TYPES: readonly SectorArticleType[] = ['clause', 'faq', 'claimGuide'];

/** One explanation article of a sector's product (?productCode=&type=&articleId=), shown as sanitised rich text. */
export function SectorDetailPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const typeParam = query.get('type') as SectorArticleType | null;
  const type = typeParam && TYPES.includes(typeParam) ? typeParam : null;
  const articleId = query.get('articleId') ?? '';
  const sector = location.pathname.includes('/thlm/') ? 'thlm' : 'mtts';
  const valid = /^[A-Z]{2,5}$/.test(productCode) && type !== null && articleId !== '';
  const articles = useCall('product.getProductDetailsByType', valid && type !== null ? { productCode, type } : null);
  const article = articles.load.state === 'done' ? articles.load.data.items.find((item) => item.articleId === articleId) : undefined;
  usePageTitle(article?.title);

  const lost = (
    <div className="page page--center">
      <EmptyState icon="lost" title={t('serviceSector.notFound')} testId="sector-detail-not-found">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.serviceSectorOf(sector))}>{t('serviceSector.back')}</Button>
      </EmptyState>
    </div>
  );
  if (!valid) return lost;
  return (
    <CallView call={articles} testId="sector-detail">
      {() => (article ? (
        <div className="page svc-page">
          <article className="mo-card svc-article" data-testid="sector-detail-article">
            <span className="svc-article__type">{t(`serviceSector.type.${type}`)}</span>
            <h2 className="svc-article__title">{article.title}</h2>
            <RichText html={article.content} className="svc-article__body" />
          </article>
          <Button shape="rounded" onClick={() => navigate(paths.downloadText(productCode, type, articleId))}>{t('serviceSector.download')}</Button>
        </div>
      ) : lost)}
    </CallView>
  );
}
