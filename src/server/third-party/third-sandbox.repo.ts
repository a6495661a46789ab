/** Queries on the sandbox third-party apps' side: their accounts and the one-time codes and tokens they issue. */
import type { Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { ThirdSandboxAccountsTable, ThirdSandboxGrantsTable } from './third-party.table.js';

export type ThirdSandboxAccountRow = Selectable<ThirdSandboxAccountsTable>;
export type ThirdSandboxGrantRow = Selectable<ThirdSandboxGrantsTable>;

export async function findSandboxAccount(db: GatewayDb, appId: string, openId: string): Promise<ThirdSandboxAccountRow | undefined> {
  return db.selectFrom('third_sandbox_accounts').selectAll().where('app_id', '=', appId).where('open_id', '=', openId).executeTakeFirst();
}

export async function findSandboxAccountByPhone(db: GatewayDb, appId: string, areaCode: string, phone: string): Promise<ThirdSandboxAccountRow | undefined> {
  return db.selectFrom('third_sandbox_accounts').selectAll()
    .where('app_id', '=', appId).where('area_code', '=', areaCode).where('phone', '=', phone)
    .executeTakeFirst();
}

/** The app's accounts, for the sandbox authorise page to offer. */
export async function listSandboxAccounts(db: GatewayDb, appId: string): Promise<ThirdSandboxAccountRow[]> {
  return db.selectFrom('third_sandbox_accounts').selectAll().where('app_id', '=', appId)
    .orderBy('created_at', 'desc').orderBy('open_id').limit(20).execute();
}

/** Adds the account unless its open id or phone is there already. */
export async function insertSandboxAccountIfMissing(db: GatewayDb, account: ThirdSandboxAccountRow): Promise<void> {
  await db.insertInto('third_sandbox_accounts').values(account).onConflict((c) => c.doNothing()).execute();
}

export async function insertSandboxGrant(db: GatewayDb, grant: ThirdSandboxGrantRow): Promise<void> {
  await db.insertInto('third_sandbox_grants').values(grant).execute();
}

/**
 * Uses up a live grant of this kind and app: its row, or undefined when it is unknown, expired, of
 * another app or used already (only the first of two racing requests gets it).
 */
export async function useSandboxGrant(db: GatewayDb, codeHash: string, kind: ThirdSandboxGrantRow['kind'], appId: string, at: string): Promise<ThirdSandboxGrantRow | undefined> {
  return db.updateTable('third_sandbox_grants').set({ used_at: at })
    .where('code_hash', '=', codeHash).where('kind', '=', kind).where('app_id', '=', appId)
    .where('used_at', 'is', null).where('expires_at', '>', at)
    .returningAll().executeTakeFirst();
}
