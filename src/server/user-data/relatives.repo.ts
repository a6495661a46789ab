/** Queries on `relatives`: the people a user insures besides themselves, each owned by one user. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { RelativesTable } from './user-data.table.js';

export type RelativeRow = Selectable<RelativesTable>;
/** The fields a user may change (not the id, owner or creation time). */
export type RelativeChanges = Omit<RelativeRow, 'relative_id' | 'user_id' | 'created_at'>;

/** The user's relatives in the order added. */
export async function listUserRelatives(db: GatewayDb, userId: string): Promise<RelativeRow[]> {
  return db.selectFrom('relatives').selectAll().where('user_id', '=', userId)
    .orderBy('created_at').orderBy('relative_id').execute();
}

/** The relative with this id, whoever owns it (to tell a retried add from an id in use). */
export async function findRelative(db: GatewayDb, relativeId: string): Promise<RelativeRow | undefined> {
  return db.selectFrom('relatives').selectAll().where('relative_id', '=', relativeId).executeTakeFirst();
}

/** The user's relative with this id: another user's is not found. */
export async function findUserRelative(db: GatewayDb, userId: string, relativeId: string): Promise<RelativeRow | undefined> {
  return db.selectFrom('relatives').selectAll().where('user_id', '=', userId).where('relative_id', '=', relativeId).executeTakeFirst();
}

/** The user's relative holding this identity document, if any. */
export async function findUserRelativeByDocument(db: GatewayDb, userId: string, idType: string, idNumber: string): Promise<RelativeRow | undefined> {
  return db.selectFrom('relatives').selectAll().where('user_id', '=', userId)
    .where('id_type', '=', idType).where('id_number', '=', idNumber).executeTakeFirst();
}

export async function countUserRelatives(db: GatewayDb, userId: string): Promise<number> {
  const row = await db.selectFrom('relatives').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRelative(db: GatewayDb, row: Insertable<RelativesTable>): Promise<void> {
  await db.insertInto('relatives').values(row).execute();
}

/** Changes the user's relative; false when the user has no relative with this id. */
export async function updateUserRelative(db: GatewayDb, userId: string, relativeId: string, changes: RelativeChanges): Promise<boolean> {
  const result = await db.updateTable('relatives').set(changes).where('user_id', '=', userId).where('relative_id', '=', relativeId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the user's relative; false when the user has no relative with this id. */
export async function deleteUserRelative(db: GatewayDb, userId: string, relativeId: string): Promise<boolean> {
  const result = await db.deleteFrom('relatives').where('user_id', '=', userId).where('relative_id', '=', relativeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
