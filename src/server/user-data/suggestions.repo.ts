/** Queries on `suggestions`: what users tell the service team, with their attached uploads. */
import type { Insertable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { SuggestionsTable } from './user-data.table.js';

export async function insertSuggestion(db: GatewayDb, row: Insertable<SuggestionsTable>): Promise<void> {
  await db.insertInto('suggestions').values(row).execute();
}
