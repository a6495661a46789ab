/**
 * The gateway's storage on each database it supports: the embedded SQLite file (always) and PostgreSQL
 * (when TEST_DATABASE_URL points at one; otherwise this block reports itself skipped with the reason).
 * The same migrations create every table, reopening changes nothing, and users, file bytes and money
 * come back as stored. `npm test` also reruns the whole api suite (every contract row, purchases and
 * payments included) on PostgreSQL when it is configured (tests/support/run-postgres-suite.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../src/server/storage/migrate.js';
import { ownTables } from '../../../src/server/storage/own-tables.js';
import { columnTypes } from '../../../src/server/storage/column-types.js';
import { DATABASE_FILE, openDatabase, type StorageConfig } from '../../../src/server/storage/open-database.js';
import type { GatewayDb } from '../../../src/server/storage/database.js';
import { startClientSession } from '../support/client-session.js';
import { databaseDump } from '../support/database-dump.js';
import { freshPostgresStorage, postgresUnavailableReason } from '../support/test-storage.js';
import { TEST_PNG } from '../../support/purchase/upload-bytes.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Backend {
  name: string;
  skipReason: string | null;
  /** A fresh, empty storage of this kind. */
  fresh(): StorageConfig;
}

const backends: Backend[] = [
  {
    name: 'SQLite (embedded default)',
    skipReason: null,
    fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'mo-storage-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { dialect: 'sqlite', file: join(dir, DATABASE_FILE) };
    },
  },
  {
    name: 'PostgreSQL',
    skipReason: postgresUnavailableReason(),
    fresh() {
      const pg = freshPostgresStorage();
      cleanups.push(() => pg.drop());
      return pg.storage;
    },
  },
];

async function tableNames(db: GatewayDb): Promise<string[]> {
  return (await ownTables(db)).map((table) => table.name).sort();
}

for (const backend of backends) {
  const title = backend.skipReason ? `${backend.name} — skipped: ${backend.skipReason}` : backend.name;
  describe.skipIf(backend.skipReason !== null)(title, () => {
    it('creates every table of the gateway, and migrating again changes nothing', async () => {
      const storage = backend.fresh();
      const db = await openDatabase(storage);
      try {
        const tables = await tableNames(db);
        for (const core of ['users', 'sessions', 'sms_codes', 'orders', 'payments', 'nonces', 'files', 'reference_items']) {
          expect(tables).toContain(core);
        }
        const before = await databaseDump(db);
        await migrateDatabase(db, columnTypes(storage.dialect));
        expect(await tableNames(db)).toEqual(tables);
        expect(await databaseDump(db)).toBe(before);
      } finally {
        await db.destroy();
      }
    });

    it('stores a signed-in user, a file byte for byte and the demo policy\'s premium to the cent', async () => {
      const session = await startClientSession({ storage: backend.fresh() });
      cleanups.push(() => session.stop());
      const { client, tg } = session;
      const user = await session.signIn();

      // A real picture (the gateway reads its header) ending in bytes that are not valid UTF-8.
      const bytes = Buffer.concat([TEST_PNG, Buffer.from([0x00, 0xff, 0x10, 0x80])]);
      const stored = await client.call('plat.fileUpload', { name: 'card.png', type: 'image/png', content: bytes.toString('base64') });
      expect(stored).not.toBe(false);
      const downloaded = await client.call('plat.fileDownload', {}, { params: { id: stored ? stored.fileId : '' } });
      expect(downloaded && Buffer.from(downloaded.content, 'base64').equals(bytes)).toBe(true);

      const seeded = await tg.gateway.db.selectFrom('users').select('user_id').where('user_id', '=', user.userId).execute();
      expect(seeded).toHaveLength(1);
      const demoPolicy = await tg.gateway.db.selectFrom('orders').select(['premium', 'status']).where('status', '=', 'paid').execute();
      // The demo data's paid policy keeps its premium exactly (double precision, not PostgreSQL's 4-byte real).
      for (const row of demoPolicy) expect(Number.isInteger((row.premium ?? 0) * 100)).toBe(true);
    });
  });
}
