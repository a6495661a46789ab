/** Queries on `area_nodes`: the address area tree (Macao, Hong Kong, Guangdong), stored one row per node. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { AreaNodesTable } from './user-data.table.js';

export type AreaNodeRow = Selectable<AreaNodesTable>;

/** Every node, siblings in display order. */
export async function listAreaNodes(db: GatewayDb): Promise<AreaNodeRow[]> {
  return db.selectFrom('area_nodes').selectAll().orderBy('parent_code').orderBy('sort_order').orderBy('code').execute();
}

/** Stores the nodes, replacing the names, parent and order of those already there. */
export async function upsertAreaNodes(db: GatewayDb, rows: Insertable<AreaNodesTable>[]): Promise<void> {
  for (const { code, ...rest } of rows) {
    await db.insertInto('area_nodes').values({ code, ...rest }).onConflict((oc) => oc.column('code').doUpdateSet(rest)).execute();
  }
}
