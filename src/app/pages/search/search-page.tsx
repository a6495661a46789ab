import { useMemo, useState, type ReactNode } from 'react';
import { Collapse, SpinLoading, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EndpointData } from '../../../contract/index.js';
import { LANGS, type Lang, type ProductBundle } from '../../../engine/index.js';
import { SearchBox } from '../../../ui/controls/search-box.js';
import { EmptyState } from '../../components/empty-state.js';
import { ProductCard } from '../../components/product-card.js';
import { useCall, type CallState } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { channelDisables } from '../../services/channel.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/shell.css';

const KEYWORD_MAX = 50;
const ARTICLES_SHOWN = 10;

type Question = EndpointData['plat.questionQuery']['items'][number];

/** Products on sale in this channel whose title, summary or code contains the keyword (in `lang`). */
export function matchProducts(bundles: readonly ProductBundle[], keyword: string, lang: Lang): ProductBundle[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  return bundles.filter(({ definition }) => {
    if (channelDisables('products', definition.code)) return false;
    const texts = [definition.code, definition.titles[lang], definition.summaries?.[lang] ?? ''];
    return texts.some((text) => text.toLowerCase().includes(needle));
  });
}

function SectionTitle({ title, count }: { title: string; count?: number }) {
  return (
    <h2 className="search-section__title">
      {title}
      {count !== undefined ? <span className="search-section__count">{count}</span> : null}
    </h2>
  );
}

function SectionState<T>({ load, testId, children }: { load: CallState<T>; testId: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (load.state === 'loading') {
    return <div className="search-section__loading" data-testid={`${testId}-loading`}><SpinLoading color="primary" style={{ '--size': '22px' }} /><span>{t('app.loading')}</span></div>;
  }
  if (load.state === 'error') return <p className="system-hint" data-testid={`${testId}-error`}>{t('search.sectionFailed')}</p>;
  return <>{children(load.data)}</>;
}

/**
 * Search (docs/spec/storefront-spec.md#2-screens-and-routes): /pages/search/index[?keyword=]. Products (their titles and summaries in the
 * current language, those on sale in this channel), knowledge articles (knowledge.list keyword) and FAQ
 * answers (plat.questionQuery keyword). Products open their page, an article its knowledge page; a
 * question unfolds its answer, and the FAQ page (all questions by category) is one tap away.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const { catalog } = useServices();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const [typed, setTyped] = useState(keyword);
  const navigate = useGuardedNavigate();
  const lang = (LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'tw';

  const products = useMemo(() => matchProducts(catalog.registry.list(), keyword, lang), [catalog, keyword, lang]);
  const articles = useCall('knowledge.list', { keyword, page: 1, pageSize: ARTICLES_SHOWN }, { skip: !keyword, key: `${keyword}|${lang}` });
  const questions = useCall('plat.questionQuery', { keyword }, { skip: !keyword, key: `${keyword}|${lang}` });

  const search = (value: string) => {
    const next = value.trim().slice(0, KEYWORD_MAX);
    setTyped(next);
    setParams(next ? { keyword: next } : {}, { replace: true });
  };

  const articleItems = articles.load.state === 'done' ? articles.load.data.items : null;
  const questionItems = questions.load.state === 'done' ? questions.load.data.items : null;
  const nothing = keyword !== '' && products.length === 0 && articleItems?.length === 0 && questionItems?.length === 0;

  return (
    <div className="page search-page" data-testid="search-page">
      <div className="search-page__bar">
        <SearchBox
          label={t('search.placeholder')}
          clearLabel={t('ui.clearSearch')}
          value={typed}
          onChange={setTyped}
          onSearch={search}
          onClear={() => search('')}
          maxLength={KEYWORD_MAX}
        />
        <button type="button" className="search-page__go" data-testid="search-submit" onClick={() => search(typed)}>{t('search.go')}</button>
      </div>

      {!keyword ? (
        <EmptyState icon="empty" title={t('search.start')} text={t('search.startText')} testId="search-start" />
      ) : nothing ? (
        <EmptyState icon="empty" title={t('search.none', { keyword })} text={t('search.noneText')} testId="search-none" />
      ) : (
        <>
          <section className="search-section" data-testid="search-products">
            <SectionTitle title={t('search.products')} count={products.length} />
            {products.length ? (
              <div className="card-list">{products.map((bundle) => <ProductCard key={bundle.definition.code} bundle={bundle} />)}</div>
            ) : <p className="system-hint">{t('search.noProducts')}</p>}
          </section>

          <section className="search-section" data-testid="search-articles">
            <SectionTitle title={t('search.articles')} count={articleItems?.length} />
            <SectionState load={articles.load} testId="search-articles">
              {(data) => data.items.length ? (
                <ul className="search-list">
                  {data.items.map((item) => (
                    <li key={item.articleId}>
                      <button type="button" className="search-list__item" data-testid={`search-article-${item.articleId}`} onClick={() => navigate(paths.mineKnowledgeDetail(item.articleId))}>
                        <span className="search-list__title">{item.title}</span>
                        <span className="search-list__summary">{item.summary}</span>
                        <span className="search-list__meta"><Tag color="primary" fill="outline">{t('search.article')}</Tag>{item.publishedOn}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : <p className="system-hint">{t('search.noArticles')}</p>}
            </SectionState>
          </section>

          <section className="search-section" data-testid="search-questions">
            <SectionTitle title={t('search.questions')} count={questionItems?.length} />
            <SectionState load={questions.load} testId="search-questions">
              {(data) => data.items.length ? (
                <Collapse accordion className="search-faq">
                  {data.items.map((item: Question) => (
                    <Collapse.Panel key={item.id} title={<span data-testid={`search-question-${item.id}`}>{item.question}</span>}>
                      <div className="search-faq__answer">
                        {item.answer.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
                      </div>
                    </Collapse.Panel>
                  ))}
                </Collapse>
              ) : <p className="system-hint">{t('search.noQuestions')}</p>}
            </SectionState>
            <button type="button" className="system-text-button" data-testid="search-all-questions" onClick={() => navigate(paths.mineQuestions())}>
              {t('search.allQuestions')}
            </button>
          </section>
        </>
      )}
    </div>
  );
}
