/** Queries on `reference_items`: the car brands and models, mortgage banks and Macao block codes. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { GatewayDb, ReferenceItemsTable, ReferenceList } from '../storage/database.js';

export type ReferenceItemRow = Selectable<ReferenceItemsTable>;

/** The items of a list (of one parent, e.g. a brand's models), in their display order. */
export async function listReferenceItems(db: GatewayDb, list: ReferenceList, parentCode = ''): Promise<ReferenceItemRow[]> {
  return db.selectFrom('reference_items').selectAll()
    .where('list', '=', list).where('parent_code', '=', parentCode)
    .orderBy('sort_order').orderBy('code').execute();
}

/** The item with this code (under this parent), if the list has it. */
export async function findReferenceItem(db: GatewayDb, list: ReferenceList, code: string, parentCode = ''): Promise<ReferenceItemRow | undefined> {
  return db.selectFrom('reference_items').selectAll()
    .where('list', '=', list).where('parent_code', '=', parentCode).where('code', '=', code).executeTakeFirst();
}

/** `%`, `_` and the escape character itself stand for themselves in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Items of a list whose code, names (any language) or detail contain `keyword` (ASCII letters without
 * regard to case), in display order, at most `limit`, and how many match in all.
 */
export async function searchReferenceItems(
  db: GatewayDb, list: ReferenceList, keyword: string, limit: number,
): Promise<{ total: number; rows: ReferenceItemRow[] }> {
  const pattern = `%${likeLiteral(keyword)}%`;
  const matching = db.selectFrom('reference_items').where('list', '=', list).where((eb) => eb.or(
    (['code', 'name_tw', 'name_cn', 'name_en', 'detail'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`),
  ));
  const [count, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matching.selectAll().orderBy('sort_order').orderBy('code').limit(limit).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Stores the items, replacing the names and order of those already there (same list, parent and code). */
export async function upsertReferenceItems(db: GatewayDb, items: Insertable<ReferenceItemsTable>[]): Promise<void> {
  for (const item of items) {
    await db.insertInto('reference_items').values(item)
      .onConflict((oc) => oc.columns(['list', 'parent_code', 'code']).doUpdateSet({
        name_tw: item.name_tw, name_cn: item.name_cn, name_en: item.name_en, detail: item.detail ?? null, sort_order: item.sort_order,
      }))
      .execute();
  }
}
