/** Queries on `account_profiles`: avatar, personal details and real-name authentication per user. */
import type { Selectable, Updateable } from 'kysely';
import type { IdType } from '../../contract/index.js';
import type { AccountProfilesTable } from './account.table.js';
import type { GatewayDb } from '../storage/database.js';

export type AccountProfileRow = Selectable<AccountProfilesTable>;

/** The user's profile, if one was ever written. */
export async function findProfile(db: GatewayDb, userId: string): Promise<AccountProfileRow | undefined> {
  return db.selectFrom('account_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes the given columns of the user's profile, creating it when missing. */
export async function saveProfile(db: GatewayDb, userId: string, changes: Updateable<AccountProfilesTable> & { updated_at: string }): Promise<void> {
  await db.insertInto('account_profiles')
    .values({
      user_id: userId, head_file_id: null, name_zh: null, name_en: null, gender: null, birthday: null, address: null,
      auth_name: null, id_type: null, id_number: null, authenticated_at: null, ...changes,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The user who authenticated with this document, if any. */
export async function findUserIdByDocument(db: GatewayDb, idType: IdType, idNumber: string): Promise<string | undefined> {
  const row = await db.selectFrom('account_profiles').select('user_id')
    .where('id_type', '=', idType).where('id_number', '=', idNumber).executeTakeFirst();
  return row?.user_id;
}
