/** Queries on `business_enquiries`: what users ask the business team from the business page. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { BusinessEnquiriesTable } from './user-data.table.js';

export type BusinessEnquiryRow = Selectable<BusinessEnquiriesTable>;

export async function insertBusinessEnquiry(db: GatewayDb, row: Insertable<BusinessEnquiriesTable>): Promise<void> {
  await db.insertInto('business_enquiries').values(row).execute();
}

/** The user's enquiries, newest first, one page, and how many there are in all. */
export async function listUserBusinessEnquiries(db: GatewayDb, userId: string, offset: number, limit: number): Promise<{ rows: BusinessEnquiryRow[]; total: number }> {
  const rows = await db.selectFrom('business_enquiries').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('enquiry_id', 'desc').offset(offset).limit(limit).execute();
  const count = await db.selectFrom('business_enquiries').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
