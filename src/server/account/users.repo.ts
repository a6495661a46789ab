/** Queries on `users`. */
import type { Selectable } from 'kysely';
import { compiledOnce } from '../storage/compiled-once.js';
import type { GatewayDb, UsersTable } from '../storage/database.js';

export type UserRow = Selectable<UsersTable>;

/** The user registered with this phone, if any. */
export async function findUserByPhone(db: GatewayDb, areaCode: string, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('area_code', '=', areaCode).where('phone', '=', phone).executeTakeFirst();
}

/** The user with this id, if any. */
export async function findUserById(db: GatewayDb, userId: string): Promise<UserRow | undefined> {
  return (await userQuery(db, { userId })).rows[0];
}

const userQuery = compiledOnce(['userId'], (db, { userId }) => db.selectFrom('users').selectAll().where('user_id', '=', userId));

/** Stores a new user; the caller has checked the phone is free. */
export async function insertUser(db: GatewayDb, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** The user with this username, if any. */
export async function findUserByUsername(db: GatewayDb, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Writes the given columns of a user and answers the row as it now is. */
export async function updateUser(
  db: GatewayDb, userId: string, changes: Partial<Pick<UserRow, 'username' | 'password_hash' | 'area_code' | 'phone' | 'mail'>>,
): Promise<UserRow> {
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while being updated`);
  return user;
}
