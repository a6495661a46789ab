/** Ending a user's sessions when the password or phone changes. */
import type { GatewayDb } from '../storage/database.js';
import { hashToken } from './sessions.repo.js';

/** Ends every session of the user except the one of `keepToken` ('' keeps none); returns how many ended. */
export async function endOtherSessions(db: GatewayDb, userId: string, keepToken: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
