import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '../../../contract/rows/engagement.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/mine.css';

/** Insurance knowledge articles, newest first, by category (knowledge.list). */
export function KnowledgePage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  const call = useCall('knowledge.list', { ...(category ? { category } : {}), page: 1, pageSize: 50 });
  const [categories, setCategories] = useState<{ code: ArticleCategory; name: string }[]>([]);
  if (call.load.state === 'done' && categories.length === 0 && call.load.data.categories.length > 0) setCategories(call.load.data.categories);

  return (
    <div className="page page--mine-knowledge">
      {categories.length > 0 ? (
        <div className="mine-chips" role="tablist" data-testid="knowledge-categories">
          <button type="button" role="tab" aria-selected={category === null} className={`chip mine-chip${category === null ? ' mine-chip--active' : ''}`} onClick={() => setCategory(null)}>
            {t('mine.knowledge.all')}
          </button>
          {categories.map((item) => (
            <button
              type="button" role="tab" key={item.code} aria-selected={category === item.code}
              className={`chip mine-chip${category === item.code ? ' mine-chip--active' : ''}`}
              onClick={() => setCategory(item.code)} data-testid={`knowledge-category-${item.code}`}
            >
              {item.name}
            </button>
          ))}
        </div>
      ) : null}
      <CallView call={call} testId="knowledge" isEmpty={(data) => data.items.length === 0} emptyTitle={t('mine.knowledge.empty')}>
        {(data) => (
          <div className="card-list" data-testid="knowledge-list">
            {data.items.map((article) => (
              <button type="button" key={article.articleId} className="mine-card mine-article" onClick={() => navigate(paths.mineKnowledgeDetail(article.articleId))} data-testid={`knowledge-item-${article.articleId}`}>
                <span className="mine-article__title">{article.title}</span>
                <span className="mine-article__summary">{article.summary}</span>
                <span className="mine-article__meta">
                  <span className="mine-tag">{data.categories.find((item) => item.code === article.category)?.name ?? article.category}</span>
                  <time dateTime={article.publishedOn}>{article.publishedOn}</time>
                </span>
              </button>
            ))}
          </div>
        )}
      </CallView>
    </div>
  );
}
