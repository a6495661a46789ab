/**
 * The gateway's own tables: on SQLite every table of the file; on PostgreSQL those of the schema the
 * connection works in (introspection lists every schema's, and other gateways may share the server).
 */
import { sql, type TableMetadata } from 'kysely';
import type { GatewayDb } from './database.js';

export async function ownTables(db: GatewayDb): Promise<TableMetadata[]> {
  const tables = await db.introspection.getTables();
  if (tables.every((table) => table.schema === undefined)) return tables;
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = current.rows[0]?.schema;
  return tables.filter((table) => table.schema === schema);
}
