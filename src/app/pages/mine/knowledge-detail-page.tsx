import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { RichText } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import '../../styles/mine.css';

/** One knowledge article (knowledge.detail, query ?id=), its body sanitised by RichText. */
export function KnowledgeDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const call = useCall('knowledge.detail', {}, { params: { id }, skip: id === '' });

  if (id === '') {
    return (
      <div className="page page--center">
        <EmptyState icon="lost" title={t('mine.knowledge.missing')} testId="knowledge-detail-missing" />
      </div>
    );
  }
  return (
    <CallView call={call} testId="knowledge-detail">
      {(article) => (
        <article className="page page--mine-article">
          <header className="mine-card mine-article-head">
            <h1 className="mine-article-head__title" data-testid="knowledge-detail-title">{article.title}</h1>
            <time className="mine-muted" dateTime={article.publishedOn}>{t('mine.knowledge.published', { date: article.publishedOn })}</time>
          </header>
          <RichText html={article.bodyHtml} className="mine-card mine-rich" testId="knowledge-detail-body" />
        </article>
      )}
    </CallView>
  );
}
