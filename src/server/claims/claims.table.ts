/** The claims tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { Generated } from 'kysely';
import type { ClaimStatus } from '../../contract/rows/claims.js';
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/** A kind of document claims ask for (receipts, reports, photos). Reference data. */
export interface ClaimDocumentTypesTable {
  doc_type: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
}

/** A claim type of a product line. Reference data. */
export interface ClaimTypesTable {
  code: string;
  /** The product line (travel, home, motor, accident) whose policies it applies to. */
  line: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  /** JSON array of the info fields submit requires, in check order. */
  info_fields: string;
  sort_order: number;
}

/** A document type a claim type asks for. Reference data. */
export interface ClaimTypeDocumentsTable {
  claim_type: string;
  doc_type: string;
  /** 1 when submit needs at least one file of it. */
  required: number;
  max_files: number;
  sort_order: number;
}

/** A place an incident can happen. Reference data. */
export interface ClaimLocatesTable {
  code: string;
  region: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  sort_order: number;
}

/** A claim on a paid policy (an order), from draft through the insurer's decisions. */
export interface ClaimsTable {
  claim_id: string;
  user_id: string;
  b2c_order_id: string;
  status: ClaimStatus;
  /** Issued on submit. */
  claim_no: string | null;
  claim_type: string | null;
  incident_date: string;
  locate_code: string | null;
  description: string | null;
  amount: number | null;
  currency: string;
  bank_name: string | null;
  bank_account: string | null;
  account_holder: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** A file attached to a claim as one of its document types. */
export interface ClaimDocumentsTable {
  id: Generated<number>;
  claim_id: string;
  doc_type: string;
  file_id: string;
  created_at: string;
}

/** Every status a claim entered, with the insurer's note where it gave one. */
export interface ClaimStatusHistoryTable {
  id: Generated<number>;
  claim_id: string;
  status: ClaimStatus;
  note: string | null;
  created_at: string;
}

export interface ClaimTables {
  claim_document_types: ClaimDocumentTypesTable;
  claim_types: ClaimTypesTable;
  claim_type_documents: ClaimTypeDocumentsTable;
  claim_locates: ClaimLocatesTable;
  claims: ClaimsTable;
  claim_documents: ClaimDocumentsTable;
  claim_status_history: ClaimStatusHistoryTable;
}

/** Idempotent: creates what is missing. */
export async function migrateClaim(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await db.schema.createTable('claim_document_types').ifNotExists()
    .addColumn('doc_type', 'text', (c) => c.primaryKey())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('claim_types').ifNotExists()
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('info_fields', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('claim_type_documents').ifNotExists()
    .addColumn('claim_type', 'text', (c) => c.notNull().references('claim_types.code'))
    .addColumn('doc_type', 'text', (c) => c.notNull().references('claim_document_types.doc_type'))
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('max_files', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_type_documents_pk', ['claim_type', 'doc_type'])
    .execute();

  await db.schema.createTable('claim_locates').ifNotExists()
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('claims').ifNotExists()
    .addColumn('claim_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('b2c_order_id', 'text', (c) => c.notNull().references('orders.b2c_order_id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claim_no', 'text', (c) => c.unique())
    .addColumn('claim_type', 'text', (c) => c.references('claim_types.code'))
    .addColumn('incident_date', 'text', (c) => c.notNull())
    .addColumn('locate_code', 'text', (c) => c.references('claim_locates.code'))
    .addColumn('description', 'text')
    .addColumn('amount', types.double)
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text')
    .addColumn('bank_account', 'text')
    .addColumn('account_holder', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  await db.schema.createIndex('claims_user').ifNotExists().on('claims').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('claims_order').ifNotExists().on('claims').columns(['b2c_order_id', 'status']).execute();

  await types.addAutoId(db.schema.createTable('claim_documents').ifNotExists(), 'id')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.claim_id'))
    .addColumn('doc_type', 'text', (c) => c.notNull().references('claim_document_types.doc_type'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.file_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('claim_documents_file_unique', ['claim_id', 'file_id'])
    .execute();

  await types.addAutoId(db.schema.createTable('claim_status_history').ifNotExists(), 'id')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.claim_id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_status_history_claim').ifNotExists().on('claim_status_history').columns(['claim_id', 'id']).execute();
}
