import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDecimal } from '../../../engine/index.js';
import { CallView } from '../../components/call-view.js';
import { LineIcon } from '../../components/line-icon.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useSessionStore } from '../../stores/session.store.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/service.css';
import { macaoDate } from '../../i18n/macao-date-time.js';

/** A size in KB or MB. */
function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatDecimal(bytes / 1024 / 1024, 1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Documents: the policy clauses of a product (product.getProductDetailsByType type clause), the product
 * chosen with chips (?productCode=), each opening its text page; signed in, also the caller's own files
 * (plat.fileList) with their signed download links.
 */
export function BusinessDownloadPage() {
  const { t } = useTranslation();
  const { catalog } = useServices();
  const navigate = useGuardedNavigate();
  const signedIn = useSessionStore((state) => state.token !== null);
  const [query, setQuery] = useSearchParams();
  const products = catalog.registry.list();
  const asked = query.get('productCode');
  const productCode = products.find((bundle) => bundle.definition.code === asked)?.definition.code ?? products[0]?.definition.code ?? '';
  const clauses = useCall('product.getProductDetailsByType', { productCode, type: 'clause' }, { skip: !productCode });
  const files = useCall('plat.fileList', {}, { skip: !signedIn });
  return (
    <div className="page svc-page">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('downloads.title')}</h2>
        <p className="page-intro__text">{t('downloads.intro')}</p>
      </div>
      <ul className="chip-list svc-chips">
        {products.map((bundle) => {
          const code = bundle.definition.code;
          return (
            <li key={code}>
              <button
                type="button"
                className={`chip svc-chip-button${code === productCode ? ' svc-chip-button--on' : ''}`}
                onClick={() => setQuery({ productCode: code }, { replace: true })}
                aria-pressed={code === productCode}
                data-testid={`download-product-${code}`}
              >
                {t(`product.${code}.title`)}
              </button>
            </li>
          );
        })}
      </ul>
      <section className="section">
        <h2 className="section__title">{t('downloads.clauses')}</h2>
        <CallView call={clauses} testId="download-clauses" isEmpty={(data) => data.items.length === 0} emptyTitle={t('downloads.noClauses')}>
          {(data) => (
            <div className="card-list">
              {data.items.map((article) => (
                <button
                  key={article.articleId}
                  type="button"
                  className="svc-doc"
                  onClick={() => navigate(paths.downloadText(productCode, 'clause', article.articleId))}
                  data-testid={`download-doc-${article.articleId}`}
                >
                  <span className="svc-doc__icon" aria-hidden="true">DOC</span>
                  <span className="svc-doc__text">
                    <span className="svc-doc__title">{article.title}</span>
                    <span className="svc-doc__sub">{t('downloads.clauseOf', { product: t(`product.${productCode}.title`) })}</span>
                  </span>
                  <span className="svc-doc__action">{t('downloads.view')}</span>
                </button>
              ))}
            </div>
          )}
        </CallView>
      </section>
      {signedIn ? (
        <section className="section">
          <h2 className="section__title">{t('downloads.myFiles')}</h2>
          <CallView call={files} testId="download-files" isEmpty={(data) => data.items.length === 0} emptyTitle={t('downloads.noFiles')}>
            {(data) => (
              <div className="card-list">
                {data.items.map((file) => (
                  <a key={file.fileId} className="svc-doc" href={file.url} target="_blank" rel="noopener noreferrer" download={file.name} data-testid={`download-file-${file.fileId}`}>
                    <span className="svc-doc__icon svc-doc__icon--file" aria-hidden="true">{file.type.includes('pdf') ? 'PDF' : 'IMG'}</span>
                    <span className="svc-doc__text">
                      <span className="svc-doc__title">{file.name}</span>
                      <span className="svc-doc__sub">{`${macaoDate(file.createdAt)} · ${size(file.size)}`}</span>
                    </span>
                    <span className="svc-doc__action">{t('downloads.download')}</span>
                  </a>
                ))}
              </div>
            )}
          </CallView>
        </section>
      ) : null}
      <div className="svc-help">
        <LineIcon line="business" size={36} />
        <span>{t('downloads.help')}</span>
      </div>
    </div>
  );
}
