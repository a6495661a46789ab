import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { RichText, sanitizeHtml } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import type { DownloadDocumentType } from '../../routes/paths/service.js';
import '../../styles/service.css';

const TYPES: readonly DownloadDocumentType[] = ['clause', 'faq', 'claimGuide', 'wording'];

/** A document as the page shows and saves it. */
interface TextDocument {
  title: string;
  /** Rich text (sanitised before it is shown or saved). */
  content: string;
  /** A line under the type, e.g. the wording's version; null when none. */
  note: string | null;
  fileName: string;
}

/** Saves the document as a small standalone HTML file (sanitised content). */
function saveDocument(document_: TextDocument): void {
  const title = document_.title.replace(/</g, '&lt;');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${sanitizeHtml(document_.content)}</body></html>`;
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = document_.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <EmptyState icon="lost" title={t('downloads.notFound')} testId="text-download-not-found" />
    </div>
  );
}

/** The document as rich text with a download of it; not found when absent. */
function DocumentView({ productCode, document: shown }: { productCode: string; document: TextDocument | undefined }) {
  const { t } = useTranslation();
  usePageTitle(shown?.title);
  if (!shown) return <NotFound />;
  return (
    <div className="page page--with-action-bar svc-page">
      <article className="mo-card svc-article" data-testid="text-download-article">
        <span className="svc-article__type">{t(`product.${productCode}.title`)}</span>
        <h2 className="svc-article__title">{shown.title}</h2>
        {shown.note !== null ? <span className="svc-article__type" data-testid="text-download-note">{shown.note}</span> : null}
        <RichText html={shown.content} className="svc-article__body" />
      </article>
      <div className="action-bar">
        <Button
          className="action-bar__button"
          color="primary"
          shape="rounded"
          onClick={() => {
            saveDocument(shown);
            Toast.show({ icon: 'success', content: t('downloads.saved') });
          }}
          data-testid="text-download-save"
        >
          {t('downloads.save')}
        </Button>
      </div>
    </div>
  );
}

/** One explanation article of the product (product.getProductDetailsByType). */
function ArticleDocument({ productCode, type, articleId }: { productCode: string; type: Exclude<DownloadDocumentType, 'wording'>; articleId: string }) {
  const articles = useCall('product.getProductDetailsByType', { productCode, type });
  return (
    <CallView call={articles} testId="text-download">
      {(data) => {
        const article = data.items.find((item) => item.articleId === articleId);
        const shown = article && { title: article.title, content: article.content, note: null, fileName: `${productCode}-${article.articleId}.html` };
        return <DocumentView productCode={productCode} document={shown} />;
      }}
    </CallView>
  );
}

/** The product's policy wording: its product agreement (plat.getAgreementNames, then plat.getAgreementById). */
function WordingDocument({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const names = useCall('plat.getAgreementNames', { category: 'product', productCode });
  const agreementId = names.load.state === 'done' ? names.load.data.items[0]?.agreementId : undefined;
  const agreement = useCall('plat.getAgreementById', agreementId === undefined ? null : { agreementId });
  return (
    <CallView call={names} testId="text-download-names">
      {() => (agreementId === undefined ? <NotFound /> : (
        <CallView call={agreement} testId="text-download">
          {(data) => (
            <DocumentView
              productCode={productCode}
              document={{
                title: data.title, content: data.content,
                note: t('mine.agreements.version', { version: data.version, date: data.effectiveDate }),
                fileName: `${productCode}-wording-${data.version}.html`,
              }}
            />
          )}
        </CallView>
      ))}
    </CallView>
  );
}

/**
 * A document's text as rich text, with a download of it: ?productCode=&type=&articleId= one explanation
 * article (product.getProductDetailsByType), or ?productCode=&type=wording the product's policy wording.
 */
export function TextDownloadPage() {
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const typeParam = query.get('type') as DownloadDocumentType | null;
  const type = typeParam && TYPES.includes(typeParam) ? typeParam : 'clause';
  const articleId = query.get('articleId') ?? '';
  if (!/^[A-Z]{2,5}$/.test(productCode)) return <NotFound />;
  if (type === 'wording') return <WordingDocument productCode={productCode} />;
  return articleId === '' ? <NotFound /> : <ArticleDocument productCode={productCode} type={type} articleId={articleId} />;
}
