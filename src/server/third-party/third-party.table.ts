/** The third-party tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { Generated } from 'kysely';
import type { ThirdAppType } from '../../contract/rows/third-party.js';
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/** The apps the storefront runs inside (reference data). */
export interface ThirdAppsTable {
  app_type: ThirdAppType;
  app_id: string;
  name: string;
  /** The app's OAuth authorise page the server login sends the browser to (the sandbox's own page here). */
  authorize_url: string;
  /** The app's JS SDK the page loads (jsapi init). */
  sdk_url: string;
  /** The app's current jsapi ticket (sandbox: generated once). */
  jsapi_ticket: string;
  /** How long a binding's authorisation lasts after a third-party login. */
  auth_days: number;
  sort_order: number;
}

/** A user's account in a third-party app, bound to their storefront account. */
export interface ThirdBindingsTable {
  id: Generated<number>;
  user_id: string;
  app_type: ThirdAppType;
  open_id: string;
  created_at: string;
  /** Renewed by each third-party login; past it the binding has lapsed. */
  authorised_until: string;
}

/** OAuth states the gateway issued: single use, short-lived. */
export interface ThirdOauthStatesTable {
  state_id: string;
  app_id: string;
  /** The signed-in user the state was issued to (a binding), or null (a sign-in). */
  user_id: string | null;
  /** The storefront page to come back to, or null. */
  redirect_url: string | null;
  /** The open id the app confirmed for this state, once it has. */
  open_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** SHA-256 of the browser cookie the login started with (oauth-states.ts); null until a browser started it. */
  browser_hash: string | null;
  /** Whose live states count against one cap: the issuing caller's address budget key (security/client-address.ts). */
  client_key: string;
}

/** Tracking rows of plat.thirdAppLog. */
export interface ThirdAppLogsTable {
  id: Generated<number>;
  user_id: string | null;
  app_type: string | null;
  query: string;
  device_id: string | null;
  out_source_id: string | null;
  created_at: string;
}

/** The sandbox third-party apps' own accounts (what the bank or WeChat knows of its user). */
export interface ThirdSandboxAccountsTable {
  open_id: string;
  app_id: string;
  area_code: string;
  phone: string;
  nickname: string;
  created_at: string;
}

/** One-time credentials the sandbox apps issue: auth codes (OAuth) and tokens (tauth), stored hashed. */
export interface ThirdSandboxGrantsTable {
  code_hash: string;
  kind: 'authCode' | 'token';
  app_id: string;
  open_id: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * One-time codes a finished server login hands the bridge page in its address instead of a session token:
 * the storefront exchanges the code (login.thirdCode) for a session, which is only made then. Stored hashed.
 */
export interface ThirdLoginCodesTable {
  code_hash: string;
  app_id: string;
  user_id: string;
  /** The login browser's cookie hash (third-party/login-browser.ts): only that browser may exchange the code. */
  browser_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ThirdPartyTables {
  third_apps: ThirdAppsTable;
  third_bindings: ThirdBindingsTable;
  third_oauth_states: ThirdOauthStatesTable;
  third_app_logs: ThirdAppLogsTable;
  third_sandbox_accounts: ThirdSandboxAccountsTable;
  third_sandbox_grants: ThirdSandboxGrantsTable;
  third_login_codes: ThirdLoginCodesTable;
}

/** Idempotent: creates what is missing. */
export async function migrateThirdParty(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await db.schema.createTable('third_apps').ifNotExists()
    .addColumn('app_type', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('authorize_url', 'text', (c) => c.notNull())
    .addColumn('sdk_url', 'text', (c) => c.notNull())
    .addColumn('jsapi_ticket', 'text', (c) => c.notNull())
    .addColumn('auth_days', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await types.addAutoId(db.schema.createTable('third_bindings').ifNotExists(), 'id')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull().references('third_apps.app_type'))
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('authorised_until', 'text', (c) => c.notNull())
    .addUniqueConstraint('third_bindings_open_id_unique', ['app_type', 'open_id'])
    .addUniqueConstraint('third_bindings_user_app_unique', ['user_id', 'app_type'])
    .execute();

  await db.schema.createTable('third_oauth_states').ifNotExists()
    .addColumn('state_id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.user_id').onDelete('cascade'))
    .addColumn('redirect_url', 'text')
    .addColumn('open_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('browser_hash', 'text')
    .addColumn('client_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('third_oauth_states_expires_idx').ifNotExists().on('third_oauth_states').column('expires_at').execute();

  await types.addAutoId(db.schema.createTable('third_app_logs').ifNotExists(), 'id')
    .addColumn('user_id', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('app_type', 'text')
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('out_source_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('third_app_logs_created_idx').ifNotExists().on('third_app_logs').column('created_at').execute();

  await db.schema.createTable('third_sandbox_accounts').ifNotExists()
    .addColumn('open_id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull().references('third_apps.app_id'))
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('third_sandbox_accounts_phone_unique', ['app_id', 'area_code', 'phone'])
    .execute();

  await db.schema.createTable('third_sandbox_grants').ifNotExists()
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('open_id', 'text', (c) => c.notNull().references('third_sandbox_accounts.open_id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema.createTable('third_login_codes').ifNotExists()
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('third_login_codes_expires_idx').ifNotExists().on('third_login_codes').column('expires_at').execute();
}
