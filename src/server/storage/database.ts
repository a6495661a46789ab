/**
 * The gateway's tables as kysely types. Column names are snake_case as stored; every timestamp is an
 * ISO-8601 UTC string (they sort as text, and the same columns work on PostgreSQL), every JSON column
 * is a string the repositories parse. Booleans are 0/1 integers for the same portability reason.
 */
import type { Generated, Kysely } from 'kysely';
import type { OrderKind, OrderStatus, RefundReason, RefundStatus } from '../../contract/index.js';
import type { AccountTables } from '../account/account.table.js';
import type { ThirdPartyTables } from '../third-party/third-party.table.js';
import type { UserDataTables } from '../user-data/user-data.table.js';
import type { CatalogTables } from '../catalog/catalog.table.js';
import type { PolicyServiceTables } from '../policy-services/policy-services.table.js';
import type { ClaimTables } from '../claims/claims.table.js';
import type { EngagementTables } from '../engagement/engagement.table.js';
import type { ReplayedWriteTables } from './replayed-writes.table.js';
import type { SmsTables } from '../sms/sms.table.js';
import type { ProductVersionTables } from '../catalog/product-versions.table.js';

export interface UsersTable {
  user_id: string;
  area_code: string;
  phone: string;
  username: string | null;
  mail: string | null;
  /** Null until the user sets a password; today every user signs in by SMS code. */
  password_hash: string | null;
  grade: string;
  points: number;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a copy of the database does not hand out live sessions. */
  token_hash: string;
  user_id: string;
  created_at: string;
  /** Sliding: moved forward when the session is used. */
  expires_at: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  area_code: string;
  phone: string;
  code_hash: string;
  expires_at: string;
  /** 1 once the code signed someone in: codes are single use. */
  used: number;
  /** Wrong guesses against this code; it dies after a few. */
  attempts: number;
  created_at: string;
}

export interface OrdersTable {
  b2c_order_id: string;
  user_id: string;
  product_code: string;
  /** What the order buys (contract OrderKind): only purchases are drafts the generic order calls edit. */
  kind: OrderKind;
  /** The storefront channel the order was made in (ChannelId). */
  channel: string;
  status: OrderStatus;
  /** JSON of the order form. */
  form_data: string;
  step: string | null;
  quotation_no: string | null;
  premium: number | null;
  currency: string;
  /** JSON of the quotation breakdown lines. */
  breakdown: string | null;
  /** Set when the release check passed for the current quotation; cleared when the form changes. */
  released_at: string | null;
  pay_order_id: string | null;
  policy_no: string | null;
  comm_date: string | null;
  expiry_date: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** Set when the user deleted the draft; kept (not removed) because payments may refer to it. */
  deleted_at: string | null;
  /** The product version (product.json `version`) the order was drafted or last quoted under; null in orders older than versions. */
  product_version: string | null;
  /** The content hash of that version (a row of product_versions); null in orders older than versions. */
  product_hash: string | null;
  /** Until when (ISO instant) the current quotation may be paid at its price; null when unquoted or older than validity. */
  quote_valid_until: string | null;
  /** What the payment that paid the order took (the premium less the discount); null until paid, and in orders paid before it was recorded. */
  paid_amount: number | null;
  /** What the coupon took off the premium in that payment (0 without one); null as paid_amount. */
  discount: number | null;
}

/**
 * A payment's life: `pending` until the provider reports; `paid` when it paid its order; `failed`;
 * `cancelled` when the order changed or a newer payment was opened before it was reported; `refundDue`
 * when money arrived that its order could not take, or a success came after it was reported failed (a row
 * of payment_refunds says how much and why, and whether it was paid back).
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refundDue';

export interface PaymentsTable {
  pay_order_id: string;
  b2c_order_id: string;
  user_id: string;
  /** Unique per user: a retried createPayOrder with the same key finds this row. */
  idempotency_key: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  return_url: string;
  /** SHA-256 of method, path and body of the createPayOrder call: a key reused with another body is refused. */
  request_hash: string | null;
  /** SHA-256 of the secret in the payment page link (payments/pay-page-secret.ts); never the secret itself. */
  page_secret_hash: string | null;
  created_at: string;
  updated_at: string;
}

/** Money a payment brought that its order could not take: one row per payment. */
export interface PaymentRefundsTable {
  pay_order_id: string;
  b2c_order_id: string;
  user_id: string;
  amount: number;
  currency: string;
  reason: RefundReason;
  /** `due` until the payment provider's refund call paid it back (payments/sandbox-refund.ts), then `refunded`. */
  status: RefundStatus;
  created_at: string;
  /** When the provider paid it back; null while due (and in rows older than refunds were paid). */
  refunded_at: string | null;
}

export interface NoncesTable {
  nonce: string;
  request_timestamp: string;
  /** After this the timestamp alone is refused as stale, so the row can go. */
  expires_at: string;
}

export interface FeatureBansTable {
  kind: 'route' | 'function';
  value: string;
}

export interface SequencesTable {
  name: string;
  value: number;
}

/** One row per numbered migration the database has had (./schema-migrations.ts). */
export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface GatewayMetaTable {
  key: string;
  value: string;
}

/** The reference lists the adapter calls answer from. */
export type ReferenceList = 'carBrand' | 'carModel' | 'mortgageBank' | 'blockCode';

export interface ReferenceItemsTable {
  list: ReferenceList;
  code: string;
  /** The item this one belongs to (a model's brand), '' for none: part of the key, so never null. */
  parent_code: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  /** Secondary text (a block's district and other-language name), or null. */
  detail: string | null;
  sort_order: number;
}

export interface FilesTable {
  file_id: string;
  user_id: string;
  name: string;
  /** The MIME type the client reported (informational; the content was checked by its first bytes). */
  type: string;
  size: number;
  sha256: string;
  content: Buffer;
  created_at: string;
}

/**
 * What each user uploaded per Macao day (`period` YYYY-MM-DD) and in total (`period` {@link UPLOAD_TOTAL_PERIOD}),
 * counted as the files are stored, so the upload quota is checked and taken in one statement.
 */
export interface UploadUsageTable {
  user_id: string;
  period: string;
  files: number;
  bytes: number;
}

/** The `period` of a user's running total in `upload_usage`. */
export const UPLOAD_TOTAL_PERIOD = 'total';

/** Every table of the gateway database: the core ones here, each domain's in its folder's `<domain>.table.ts`. */
export interface GatewayDatabase
  extends AccountTables, ThirdPartyTables, UserDataTables, CatalogTables, PolicyServiceTables, ClaimTables, EngagementTables, SmsTables, ProductVersionTables, ReplayedWriteTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  nonces: NoncesTable;
  feature_bans: FeatureBansTable;
  sequences: SequencesTable;
  gateway_meta: GatewayMetaTable;
  schema_migrations: SchemaMigrationsTable;
  reference_items: ReferenceItemsTable;
  files: FilesTable;
  upload_usage: UploadUsageTable;
}

/** The kysely handle every repository takes. */
export type GatewayDb = Kysely<GatewayDatabase>;
