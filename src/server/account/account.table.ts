/** The account tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { Generated } from 'kysely';
import type { IdType } from '../../contract/index.js';
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/** Per-user account details beyond the core `users` row: avatar, personal details, real-name authentication. */
export interface AccountProfilesTable {
  user_id: string;
  head_file_id: string | null;
  name_zh: string | null;
  name_en: string | null;
  gender: 'M' | 'F' | null;
  birthday: string | null;
  address: string | null;
  /** The authenticated name and document; all null until user.authentication passed. */
  auth_name: string | null;
  id_type: IdType | null;
  id_number: string | null;
  authenticated_at: string | null;
  updated_at: string;
}

/** Picture codes: only the answer's hash is kept; any check spends the code. */
export interface CaptchasTable {
  captcha_id: string;
  answer_hash: string;
  expires_at: string;
  used: number;
  created_at: string;
}

/**
 * Password login attempts per phone (registered or not) since its last successful login, so a phone needs a
 * picture code after a few. Named for failures: an attempt counts before its password is checked, and a
 * success deletes the row.
 */
export interface LoginFailuresTable {
  area_code: string;
  phone: string;
  /** Attempts in the current run. */
  failures: number;
  /** The run's last attempt. */
  last_failed_at: string;
}

/** Password login attempts per client address and fixed window, so one address cannot guess for many phones unchecked. */
export interface LoginAddressAttemptsTable {
  /** The address as budgets count it (security/client-address.ts addressBudgetKey). */
  client_key: string;
  /** The window's start (ISO instant). */
  window_start: string;
  attempts: number;
}

/** One-time tokens user.verify answers once an SMS code proved a phone for a purpose. */
export interface VerifyTokensTable {
  /** SHA-256 of the token. */
  token_hash: string;
  purpose: 'resetPwd' | 'updatePhone';
  user_id: string;
  /** The phone the code proved (the new phone for updatePhone). */
  area_code: string;
  phone: string;
  expires_at: string;
  used: number;
  created_at: string;
}

/** Mail-verification codes: a pending new address per row, hashed code, single use. */
export interface MailVerificationsTable {
  id: Generated<number>;
  user_id: string;
  mail: string;
  code_hash: string;
  expires_at: string;
  used: number;
  attempts: number;
  created_at: string;
}

/** The sandbox's outgoing mail: what a mail provider would have sent. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface AccountTables {
  account_profiles: AccountProfilesTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  login_address_attempts: LoginAddressAttemptsTable;
  verify_tokens: VerifyTokensTable;
  mail_verifications: MailVerificationsTable;
  mail_outbox: MailOutboxTable;
}

/** Idempotent: creates what is missing. */
export async function migrateAccount(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await db.schema.createTable('account_profiles').ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id'))
    .addColumn('head_file_id', 'text', (c) => c.references('files.file_id'))
    .addColumn('name_zh', 'text')
    .addColumn('name_en', 'text')
    .addColumn('gender', 'text')
    .addColumn('birthday', 'text')
    .addColumn('address', 'text')
    .addColumn('auth_name', 'text')
    .addColumn('id_type', 'text')
    .addColumn('id_number', 'text')
    .addColumn('authenticated_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('account_profiles_id_unique', ['id_type', 'id_number'])
    .execute();

  await db.schema.createTable('captchas').ifNotExists()
    .addColumn('captcha_id', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires_at').ifNotExists().on('captchas').column('expires_at').execute();

  await db.schema.createTable('login_failures').ifNotExists()
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['area_code', 'phone'])
    .execute();

  await db.schema.createTable('login_address_attempts').ifNotExists()
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_address_attempts_pk', ['client_key', 'window_start'])
    .execute();
  await db.schema.createIndex('login_address_attempts_window').ifNotExists().on('login_address_attempts').column('window_start').execute();

  await db.schema.createTable('verify_tokens').ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verify_tokens_expires_at').ifNotExists().on('verify_tokens').column('expires_at').execute();

  await types.addAutoId(db.schema.createTable('mail_verifications').ifNotExists(), 'id')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('mail', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_verifications_user').ifNotExists().on('mail_verifications').columns(['user_id', 'created_at']).execute();

  await types.addAutoId(db.schema.createTable('mail_outbox').ifNotExists(), 'id')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
