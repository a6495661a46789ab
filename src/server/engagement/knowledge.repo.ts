/** Queries on `knowledge_articles` and `knowledge_article_texts`: the knowledge section's articles per language. */
import type { Lang } from '../../engine/index.js';
import type { GatewayDb } from '../storage/database.js';
import type { KnowledgeArticlesTable } from './engagement.table.js';

export type ArticleCategory = KnowledgeArticlesTable['category'];

export interface ArticleRow {
  article_id: string;
  category: ArticleCategory;
  published_on: string;
  title: string;
  summary: string;
  body_html: string;
}

function articlesIn(db: GatewayDb, lang: Lang, today: string) {
  return db.selectFrom('knowledge_articles')
    .innerJoin('knowledge_article_texts', 'knowledge_article_texts.article_id', 'knowledge_articles.article_id')
    .where('knowledge_article_texts.lang', '=', lang).where('knowledge_articles.published_on', '<=', today);
}

/** Articles published by `today` in `lang`, newest first, optionally of one category or containing a keyword. */
export async function listArticles(
  db: GatewayDb, lang: Lang, today: string, filter: { category?: ArticleCategory; keyword?: string }, offset: number, limit: number,
): Promise<{ rows: Omit<ArticleRow, 'body_html'>[]; total: number }> {
  let query = articlesIn(db, lang, today);
  if (filter.category) query = query.where('knowledge_articles.category', '=', filter.category);
  // LIKE's wildcards are dropped from the keyword rather than escaped (the escape character differs by database).
  const keyword = filter.keyword?.replace(/[%_]/g, '').trim();
  if (keyword) {
    const like = `%${keyword}%`;
    query = query.where((eb) => eb.or([
      eb('knowledge_article_texts.title', 'like', like), eb('knowledge_article_texts.summary', 'like', like),
    ]));
  }
  const rows = await query
    .select(['knowledge_articles.article_id', 'knowledge_articles.category', 'knowledge_articles.published_on',
      'knowledge_article_texts.title', 'knowledge_article_texts.summary'])
    .orderBy('knowledge_articles.published_on', 'desc').orderBy('knowledge_articles.article_id', 'asc')
    .offset(offset).limit(limit).execute();
  const count = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** One published article in `lang`, if any. */
export async function findArticle(db: GatewayDb, lang: Lang, today: string, articleId: string): Promise<ArticleRow | undefined> {
  return articlesIn(db, lang, today).where('knowledge_articles.article_id', '=', articleId)
    .select(['knowledge_articles.article_id', 'knowledge_articles.category', 'knowledge_articles.published_on',
      'knowledge_article_texts.title', 'knowledge_article_texts.summary', 'knowledge_article_texts.body_html'])
    .executeTakeFirst();
}
