import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ProductArticle } from '../../../contract/rows/catalog.js';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { RichText, sanitizeHtml } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import '../../styles/service.css';

type ArticleType = 'clause' | 'faq' | 'claimGuide';
const TYPES: readonly ArticleType[] = ['clause', 'faq', 'claimGuide'];

/** Saves the article as a small standalone HTML file (sanitised content). */
function saveArticle(article: ProductArticle, productCode: string): void {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${article.title.replace(/</g, '&lt;')}</title></head><body><h1>${article.title.replace(/</g, '&lt;')}</h1>${sanitizeHtml(article.content)}</body></html>`;
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${productCode}-${article.articleId}.html`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A document's text (?productCode=&type=&articleId=, from product.getProductDetailsByType) as rich text, with a download of it. */
export function TextDownloadPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const typeParam = query.get('type') as ArticleType | null;
  const type = typeParam && TYPES.includes(typeParam) ? typeParam : 'clause';
  const articleId = query.get('articleId') ?? '';
  const valid = /^[A-Z]{2,5}$/.test(productCode) && articleId !== '';
  const articles = useCall('product.getProductDetailsByType', { productCode, type }, { skip: !valid });
  const article = articles.load.state === 'done' ? articles.load.data.items.find((item) => item.articleId === articleId) : undefined;
  usePageTitle(article?.title);
  const lost = (
    <div className="page page--center">
      <EmptyState icon="lost" title={t('downloads.notFound')} testId="text-download-not-found" />
    </div>
  );
  if (!valid) return lost;
  return (
    <CallView call={articles} testId="text-download">
      {() => (article ? (
        <div className="page page--with-action-bar svc-page">
          <article className="mo-card svc-article" data-testid="text-download-article">
            <span className="svc-article__type">{t(`product.${productCode}.title`)}</span>
            <h2 className="svc-article__title">{article.title}</h2>
            <RichText html={article.content} className="svc-article__body" />
          </article>
          <div className="action-bar">
            <Button
              className="action-bar__button"
              color="primary"
              shape="rounded"
              onClick={() => {
                saveArticle(article, productCode);
                Toast.show({ icon: 'success', content: t('downloads.saved') });
              }}
              data-testid="text-download-save"
            >
              {t('downloads.save')}
            </Button>
          </div>
        </div>
      ) : lost)}
    </CallView>
  );
}
