import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { RichText } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { ProductHead } from '../product/product-shared.js';
import { TravelProducts } from './travel-pages.js';

/**
 * /pages/travel/pdfFile/index[?productCode=]: the policy wording of a travel product. The gateway keeps the
 * wording as clause articles (product.getProductDetailsByType type clause), not as PDF files (plat.fileList
 * is the user's own uploads), so the page reads them inline and offers each for download through the text
 * download page; no clauses: an honest empty state.
 */
export function PdfFilePage() {
  const { t } = useTranslation();
  return (
    <TravelProducts testId="travel-wording">
      {(bundle) => (
        <>
          <ProductHead bundle={bundle} subtitle={t('productPages.travel.wordingIntro')} />
          <Wording productCode={bundle.definition.code} />
        </>
      )}
    </TravelProducts>
  );
}

function Wording({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const call = useCall('product.getProductDetailsByType', { productCode, type: 'clause' });
  return (
    <CallView call={call} testId="wording" isEmpty={(data) => data.items.length === 0} emptyTitle={t('productPages.travel.noWording')} emptyText={t('productPages.travel.noWordingText')}>
      {(data) => (
        <div className="article-list">
          {data.items.map((article) => (
            <article className="article-card" key={article.articleId} data-testid={`wording-${article.articleId}`}>
              <h3 className="article-card__title">{article.title}</h3>
              <RichText html={article.content} className="article-card__body" />
              <Button size="small" shape="rounded" fill="outline" color="primary" data-testid={`wording-download-${article.articleId}`}
                onClick={() => navigate(paths.downloadText(productCode, 'clause', article.articleId))}>
                {t('productPages.travel.download')}
              </Button>
            </article>
          ))}
        </div>
      )}
    </CallView>
  );
}
