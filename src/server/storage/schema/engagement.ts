/** The engagement tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { ColumnTypes } from '../column-types.js';
import type { GatewayDb } from '../database.js';

export type EngagementTables = Record<never, never>;

/** Idempotent: creates what is missing. */
export async function migrateEngagement(_db: GatewayDb, _types: ColumnTypes): Promise<void> {}
