/** Queries on `suggestions`: what users tell the service team, with their attached uploads. */
import type { Insertable } from 'kysely';
import type { GatewayDb } from './database.js';
import type { SuggestionsTable } from './schema/user-data.js';

export async function insertSuggestion(db: GatewayDb, row: Insertable<SuggestionsTable>): Promise<void> {
  await db.insertInto('suggestions').values(row).execute();
}
