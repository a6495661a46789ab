/** The claims tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { ColumnTypes } from '../column-types.js';
import type { GatewayDb } from '../database.js';

export type ClaimTables = Record<never, never>;

/** Idempotent: creates what is missing. */
export async function migrateClaim(_db: GatewayDb, _types: ColumnTypes): Promise<void> {}
