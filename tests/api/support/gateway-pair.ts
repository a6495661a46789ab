/**
 * Two gateways sharing one database, as behind a load balancer: the `storage` given, else one SQLite file, or
 * one fresh PostgreSQL schema when the api suite runs on PostgreSQL (GATEWAY_TEST_STORAGE=postgres); and one
 * signing-key folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayOptions } from '../../../src/server/create-gateway.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { startTestGateway, type TestGateway } from '../server/signed-fetch.js';
import { testPostgresStorage } from './test-storage.js';

export interface GatewayPair {
  a: TestGateway;
  b: TestGateway;
  /** Stops both and drops their database (not a `storage` the caller gave). */
  stop(): Promise<void>;
}

/** Starts the two gateways one after the other on the shared database. */
export async function startGatewayPair(options: Partial<GatewayOptions> & { clock?: () => number } = {}): Promise<GatewayPair> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-pair-'));
  const postgres = options.storage ? null : testPostgresStorage();
  const storage = options.storage ?? postgres?.storage ?? { dialect: 'sqlite' as const, file: join(dataDir, DATABASE_FILE) };
  const a = await startTestGateway({ ...options, dataDir, storage });
  const b = await startTestGateway({ ...options, dataDir, storage });
  return {
    a,
    b,
    async stop() {
      await a.stop();
      await b.stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
