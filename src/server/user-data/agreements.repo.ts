/** Queries on `agreements`: terms of service, privacy policy and product clauses. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { AgreementsTable } from './user-data.table.js';

export type AgreementRow = Selectable<AgreementsTable>;

/** The agreements, optionally of one category and product, in display order. */
export async function listAgreements(db: GatewayDb, filter: { category?: string; productCode?: string }): Promise<AgreementRow[]> {
  let query = db.selectFrom('agreements').selectAll();
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  if (filter.productCode !== undefined) query = query.where('product_code', '=', filter.productCode);
  return query.orderBy('sort_order').orderBy('agreement_id').execute();
}

export async function findAgreement(db: GatewayDb, agreementId: string): Promise<AgreementRow | undefined> {
  return db.selectFrom('agreements').selectAll().where('agreement_id', '=', agreementId).executeTakeFirst();
}

/** Stores the agreements, replacing the texts of those already there. */
export async function upsertAgreements(db: GatewayDb, rows: Insertable<AgreementsTable>[]): Promise<void> {
  for (const { agreement_id, ...rest } of rows) {
    await db.insertInto('agreements').values({ agreement_id, ...rest }).onConflict((oc) => oc.column('agreement_id').doUpdateSet(rest)).execute();
  }
}
