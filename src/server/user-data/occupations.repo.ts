/** Queries on `occupations`: the occupation list of accident products with each one's risk class. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { OccupationsTable } from './user-data.table.js';

export type OccupationRow = Selectable<OccupationsTable>;

/** The occupations, optionally of one risk class, in display order. */
export async function listOccupations(db: GatewayDb, occupationClass?: number): Promise<OccupationRow[]> {
  let query = db.selectFrom('occupations').selectAll();
  if (occupationClass !== undefined) query = query.where('occupation_class', '=', occupationClass);
  return query.orderBy('sort_order').orderBy('code').execute();
}

export async function findOccupation(db: GatewayDb, code: string): Promise<OccupationRow | undefined> {
  return db.selectFrom('occupations').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Stores the occupations, replacing the names, class and order of those already there. */
export async function upsertOccupations(db: GatewayDb, rows: Insertable<OccupationsTable>[]): Promise<void> {
  for (const { code, ...rest } of rows) {
    await db.insertInto('occupations').values({ code, ...rest }).onConflict((oc) => oc.column('code').doUpdateSet(rest)).execute();
  }
}
