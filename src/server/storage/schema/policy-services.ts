/** The policy-services tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { ColumnTypes } from '../column-types.js';
import type { GatewayDb } from '../database.js';

export type PolicyServiceTables = Record<never, never>;

/** Idempotent: creates what is missing. */
export async function migratePolicyService(_db: GatewayDb, _types: ColumnTypes): Promise<void> {}
