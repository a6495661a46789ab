/** Every row of every gateway table as one text: two equal dumps mean the database did not change. */
import type { GatewayDb } from '../../../src/server/storage/database.js';
import { ownTables } from '../../../src/server/storage/own-tables.js';

export async function databaseDump(db: GatewayDb, skipTables: readonly string[] = []): Promise<string> {
  const parts: string[] = [];
  const tables = (await ownTables(db)).map((table) => table.name).filter((name) => !skipTables.includes(name)).sort();
  for (const name of tables) {
    const rows = await db.selectFrom(name as never).selectAll().execute();
    const lines = rows.map((row) => JSON.stringify(row, (_, value: unknown) => {
      if (typeof value === 'bigint') return String(value);
      if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
      return value;
    })).sort();
    parts.push(`${name}\n${lines.join('\n')}`);
  }
  return parts.join('\n\n');
}
