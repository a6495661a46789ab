/** Queries on the third-party tables the gateway itself keeps: apps, bindings, OAuth states and the tracking log. */
import type { Insertable, Selectable } from 'kysely';
import type { ThirdAppType } from '../../contract/rows/third-party.js';
import type { GatewayDb } from '../storage/database.js';
import type { ThirdAppLogsTable, ThirdAppsTable, ThirdBindingsTable, ThirdLoginCodesTable, ThirdOauthStatesTable } from './third-party.table.js';

export type ThirdAppRow = Selectable<ThirdAppsTable>;
export type ThirdBindingRow = Selectable<ThirdBindingsTable>;
export type ThirdOauthStateRow = Selectable<ThirdOauthStatesTable>;
export type ThirdLoginCodeRow = Selectable<ThirdLoginCodesTable>;

export async function findThirdAppByType(db: GatewayDb, appType: string): Promise<ThirdAppRow | undefined> {
  return db.selectFrom('third_apps').selectAll().where('app_type', '=', appType as ThirdAppType).executeTakeFirst();
}

export async function findThirdAppById(db: GatewayDb, appId: string): Promise<ThirdAppRow | undefined> {
  return db.selectFrom('third_apps').selectAll().where('app_id', '=', appId).executeTakeFirst();
}

/** Adds the app unless its type is there already (the seed). */
export async function insertThirdAppIfMissing(db: GatewayDb, app: ThirdAppRow): Promise<void> {
  await db.insertInto('third_apps').values(app).onConflict((c) => c.column('app_type').doNothing()).execute();
}

export async function findUserBinding(db: GatewayDb, userId: string, appType: ThirdAppType): Promise<ThirdBindingRow | undefined> {
  return db.selectFrom('third_bindings').selectAll().where('user_id', '=', userId).where('app_type', '=', appType).executeTakeFirst();
}

export async function findBindingByOpenId(db: GatewayDb, appType: ThirdAppType, openId: string): Promise<ThirdBindingRow | undefined> {
  return db.selectFrom('third_bindings').selectAll().where('app_type', '=', appType).where('open_id', '=', openId).executeTakeFirst();
}

/**
 * Binds the open id to the user, replacing the user's earlier binding to the same app, or renews the
 * authorisation of the binding that is already there.
 */
export async function saveBinding(db: GatewayDb, binding: Omit<Insertable<ThirdBindingsTable>, 'id'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('third_bindings')
      .where('user_id', '=', binding.user_id).where('app_type', '=', binding.app_type).where('open_id', '<>', binding.open_id)
      .execute();
    const renewed = await trx.updateTable('third_bindings').set({ authorised_until: binding.authorised_until })
      .where('user_id', '=', binding.user_id).where('app_type', '=', binding.app_type).where('open_id', '=', binding.open_id)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) await trx.insertInto('third_bindings').values(binding).execute();
  });
}

/** Removes the user's binding with this open id; the removed binding, or undefined when there was none. */
export async function deleteUserBinding(db: GatewayDb, userId: string, openId: string): Promise<ThirdBindingRow | undefined> {
  return db.deleteFrom('third_bindings').where('user_id', '=', userId).where('open_id', '=', openId).returningAll().executeTakeFirst();
}

/**
 * Stores a state, and in the same transaction forgets every expired state and all but the newest
 * `keepPerClient - 1` live ones of the same client key, so unsigned calls cannot pile rows up.
 */
export async function insertOauthState(db: GatewayDb, state: ThirdOauthStateRow, keepPerClient: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('third_oauth_states').where('expires_at', '<=', state.created_at).execute();
    const kept = trx.selectFrom('third_oauth_states').select('state_id').where('client_key', '=', state.client_key)
      .orderBy('created_at', 'desc').orderBy('state_id', 'desc').limit(keepPerClient - 1);
    await trx.deleteFrom('third_oauth_states').where('client_key', '=', state.client_key).where('state_id', 'not in', kept).execute();
    await trx.insertInto('third_oauth_states').values(state).execute();
  });
}

/** Binds an unbound state to the browser that opened it; false when another browser already has it. */
export async function bindOauthStateBrowser(db: GatewayDb, stateId: string, browserHash: string): Promise<boolean> {
  await db.updateTable('third_oauth_states').set({ browser_hash: browserHash })
    .where('state_id', '=', stateId).where('browser_hash', 'is', null).execute();
  const state = await findOauthState(db, stateId);
  return state?.browser_hash === browserHash;
}

export async function findOauthState(db: GatewayDb, stateId: string): Promise<ThirdOauthStateRow | undefined> {
  return db.selectFrom('third_oauth_states').selectAll().where('state_id', '=', stateId).executeTakeFirst();
}

/** Records the open id the app confirmed for an unused state; false when the state is used already. */
export async function confirmOauthStateOpenId(db: GatewayDb, stateId: string, openId: string): Promise<boolean> {
  const result = await db.updateTable('third_oauth_states').set({ open_id: openId })
    .where('state_id', '=', stateId).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses the state up; false when another request used it first. */
export async function useOauthState(db: GatewayDb, stateId: string, at: string): Promise<boolean> {
  const result = await db.updateTable('third_oauth_states').set({ used_at: at })
    .where('state_id', '=', stateId).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertAppLog(db: GatewayDb, log: Omit<Insertable<ThirdAppLogsTable>, 'id'>): Promise<void> {
  await db.insertInto('third_app_logs').values(log).execute();
}

/** Stores a login code (hashed) and forgets the ones that expired before it was made. */
export async function insertLoginCode(db: GatewayDb, code: ThirdLoginCodeRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('third_login_codes').where('expires_at', '<=', code.created_at).execute();
    await trx.insertInto('third_login_codes').values(code).execute();
  });
}

/**
 * Uses up a live login code of the app for the browser it was issued to: its row, or undefined when it is
 * unknown, expired, of another app or browser, or used (of two racing requests only the first gets it).
 */
export async function useLoginCode(db: GatewayDb, codeHash: string, appId: string, browserHash: string, at: string): Promise<ThirdLoginCodeRow | undefined> {
  return db.updateTable('third_login_codes').set({ used_at: at })
    .where('code_hash', '=', codeHash).where('app_id', '=', appId).where('browser_hash', '=', browserHash)
    .where('used_at', 'is', null).where('expires_at', '>', at)
    .returningAll().executeTakeFirst();
}
