/** Queries on `feature_bans`: routes and functions the operator has switched off. */
import type { GatewayDb } from '../storage/database.js';

/** Every ban, split by kind, in a stable order. */
export async function listFeatureBans(db: GatewayDb): Promise<{ banRoutes: string[]; banFunctions: string[] }> {
  const rows = await db.selectFrom('feature_bans').select(['kind', 'value']).orderBy('kind').orderBy('value').execute();
  return {
    banRoutes: rows.filter((row) => row.kind === 'route').map((row) => row.value),
    banFunctions: rows.filter((row) => row.kind === 'function').map((row) => row.value),
  };
}
