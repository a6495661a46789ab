/** The policy-services tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { EndtStatus, EndtType } from '../../contract/rows/policy-services.js';
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/**
 * A policy's renewal: the link from the policy (an order) to the order that renews it. One row per
 * policy, so a policy has one renewal order; whether it is renewed follows from that order's status.
 */
export interface RenewalsTable {
  policy_order_id: string;
  renewal_order_id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
}

/** An endorsement of a policy: the changes, what they cost, and the order that pays them if any. */
export interface EndorsementsTable {
  endt_no: string;
  policy_order_id: string;
  user_id: string;
  endt_type: EndtType;
  /** JSON of the changes ({ field, value }[]). */
  changes: string;
  premium_difference: number;
  currency: string;
  status: EndtStatus;
  /** The order paying a positive difference, null when nothing is to pay. */
  endt_order_id: string | null;
  effective_date: string;
  created_at: string;
  applied_at: string | null;
}

/** Information the insurer asked for, added to a paid policy: one row per submission. */
export interface PolicyInformationTable {
  submission_id: string;
  policy_order_id: string;
  user_id: string;
  note: string | null;
  submitted_at: string;
}

/** The files of a submission, in the order they were sent (position from 0). */
export interface PolicyInformationFilesTable {
  submission_id: string;
  file_id: string;
  position: number;
}

export interface PolicyServiceTables {
  renewals: RenewalsTable;
  endorsements: EndorsementsTable;
  policy_information: PolicyInformationTable;
  policy_information_files: PolicyInformationFilesTable;
}

/** Idempotent: creates what is missing. */
export async function migratePolicyService(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await db.schema.createTable('renewals').ifNotExists()
    .addColumn('policy_order_id', 'text', (c) => c.primaryKey().references('orders.b2c_order_id'))
    .addColumn('renewal_order_id', 'text', (c) => c.notNull().unique().references('orders.b2c_order_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('renewals_user').ifNotExists().on('renewals').column('user_id').execute();

  await db.schema.createTable('endorsements').ifNotExists()
    .addColumn('endt_no', 'text', (c) => c.primaryKey())
    .addColumn('policy_order_id', 'text', (c) => c.notNull().references('orders.b2c_order_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('endt_type', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('premium_difference', types.double, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('endt_order_id', 'text', (c) => c.unique().references('orders.b2c_order_id'))
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema.createIndex('endorsements_policy').ifNotExists().on('endorsements').columns(['policy_order_id', 'created_at']).execute();

  await db.schema.createTable('policy_information').ifNotExists()
    .addColumn('submission_id', 'text', (c) => c.primaryKey())
    .addColumn('policy_order_id', 'text', (c) => c.notNull().references('orders.b2c_order_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('note', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policy_information_policy').ifNotExists().on('policy_information').columns(['policy_order_id', 'submitted_at']).execute();

  await db.schema.createTable('policy_information_files').ifNotExists()
    .addColumn('submission_id', 'text', (c) => c.notNull().references('policy_information.submission_id'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.file_id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_information_files_pk', ['submission_id', 'file_id'])
    .execute();
}
