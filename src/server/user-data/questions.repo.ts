/** Queries on `faq_categories` and `faq_questions`: the FAQ of the help page. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { FaqCategoriesTable, FaqQuestionsTable } from './user-data.table.js';

export type FaqCategoryRow = Selectable<FaqCategoriesTable>;
export type FaqQuestionRow = Selectable<FaqQuestionsTable>;

export async function listFaqCategories(db: GatewayDb): Promise<FaqCategoryRow[]> {
  return db.selectFrom('faq_categories').selectAll().orderBy('sort_order').orderBy('code').execute();
}

/** Every question in display order (category order, then the question's own). */
export async function listFaqQuestions(db: GatewayDb): Promise<FaqQuestionRow[]> {
  return db.selectFrom('faq_questions as q').innerJoin('faq_categories as c', 'c.code', 'q.category_code').selectAll('q')
    .orderBy('c.sort_order').orderBy('q.sort_order').orderBy('q.question_id').execute();
}

/** Stores the categories and questions, replacing the texts and order of those already there. */
export async function upsertFaq(db: GatewayDb, categories: Insertable<FaqCategoriesTable>[], questions: Insertable<FaqQuestionsTable>[]): Promise<void> {
  for (const { code, ...rest } of categories) {
    await db.insertInto('faq_categories').values({ code, ...rest }).onConflict((oc) => oc.column('code').doUpdateSet(rest)).execute();
  }
  for (const { question_id, ...rest } of questions) {
    await db.insertInto('faq_questions').values({ question_id, ...rest }).onConflict((oc) => oc.column('question_id').doUpdateSet(rest)).execute();
  }
}
