/**
 * `npm run backup` and `npm run restore` on a SQLite gateway: a backup taken while the storefront's real signed
 * client keeps writing holds every write acknowledged before it began and the data folder's keys; a restore
 * refuses a running gateway's data, a folder holding data without --replace, and an archive that differs from
 * its manifest, changing nothing; on PostgreSQL both refuse with a pointer to pg_dump.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packFolder, unpackInto } from '../../../src/ops/data-archive/tar.js';
import { SIGNING_KEY_FILES } from '../../../src/server/security/signing-keys.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { startTestGateway, type TestGateway } from '../server/signed-fetch.js';
import { clientSessionOn, freshPhone } from '../support/client-session.js';
import { databaseDump } from '../support/database-dump.js';
import { runOperatorCommand } from '../support/operator-command.js';
import { TPS, succeeded } from '../support/order-builder.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A SQLite gateway on `dataDir` (also when the suite runs on PostgreSQL: these commands are SQLite's). */
async function sqliteGateway(dataDir: string): Promise<TestGateway> {
  const tg = await startTestGateway({ dataDir, storage: { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) } });
  cleanup.push(() => tg.stop());
  return tg;
}

/** Buyers each creating drafts one after another through the real client until `stop`; `acknowledged` grows with each answered create. */
function writeLoad(tg: TestGateway, buyers: number): { acknowledged: string[]; ready: Promise<void>; stop(): Promise<void> } {
  const acknowledged: string[] = [];
  let running = true;
  const sessions = Array.from({ length: buyers }, () => clientSessionOn(tg));
  const ready = Promise.all(sessions.map((session) => session.signIn(freshPhone()))).then(() => undefined);
  const loops = ready.then(() => Promise.all(sessions.map(async (session) => {
    while (running) {
      const draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
      acknowledged.push(draft.b2cOrderId);
    }
  })));
  return { acknowledged, ready, stop: async () => { running = false; await loops; } };
}

async function storedOrderIds(tg: TestGateway): Promise<Set<string>> {
  const rows = await tg.gateway.db.selectFrom('orders').select('b2c_order_id').execute();
  return new Set(rows.map((row) => row.b2c_order_id));
}

describe('npm run backup and npm run restore', () => {
  it('back up under write load; the restored gateway has every write acknowledged before the backup began, and its keys', async () => {
    const dataDir = tempDir('mo-backup-live-');
    const archive = join(tempDir('mo-backup-archive-'), 'gateway.tar.gz');
    const tg = await sqliteGateway(dataDir);
    const load = writeLoad(tg, 4);
    await load.ready;
    while (load.acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const beforeBackup = [...load.acknowledged];
    const backup = await runOperatorCommand('backup', [archive], { DATA_DIR: dataDir });
    const duringBackup = load.acknowledged.length - beforeBackup.length;
    await load.stop();
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    // The buyers kept being answered while the copy was taken.
    expect(duringBackup).toBeGreaterThan(0);

    const restoredDir = join(tempDir('mo-restored-'), 'data');
    const restore = await runOperatorCommand('restore', [archive], { DATA_DIR: restoredDir });
    expect(restore, restore.stderr).toMatchObject({ code: 0 });

    const restored = await sqliteGateway(restoredDir);
    const stored = await storedOrderIds(restored);
    expect(beforeBackup.filter((id) => !stored.has(id))).toEqual([]);
    // Same signing key: storefronts built with the old public key verify the restored gateway's answers.
    expect(restored.gateway.publicKeySpki).toBe(tg.gateway.publicKeySpki);
    const session = clientSessionOn(restored);
    await session.signIn(freshPhone());
    expect(succeeded(await session.client.call('order.create', {}, TPS), 'order.create').b2cOrderId).toBeTruthy();
  });

  it('refuses the data folder of a running gateway and one holding data without --replace, changing nothing', async () => {
    const dataDir = tempDir('mo-backup-source-');
    const archive = join(tempDir('mo-backup-archive-'), 'gateway.tar.gz');
    const source = await sqliteGateway(dataDir);
    expect((await runOperatorCommand('backup', [archive], { DATA_DIR: dataDir })).code).toBe(0);

    const runningDir = tempDir('mo-restore-running-');
    const running = await sqliteGateway(runningDir);
    const session = clientSessionOn(running);
    await session.signIn(freshPhone());
    succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    const before = await databaseDump(running.gateway.db);

    const refused = await runOperatorCommand('restore', [archive, '--replace'], { DATA_DIR: runningDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/a gateway is running on .*: stop it first/);
    expect(await databaseDump(running.gateway.db)).toBe(before);
    expect(running.gateway.publicKeySpki).not.toBe(source.gateway.publicKeySpki);

    await running.stop();
    const withoutReplace = await runOperatorCommand('restore', [archive], { DATA_DIR: runningDir });
    expect(withoutReplace.code).toBe(2);
    expect(withoutReplace.stderr).toMatch(/already holds data: add --replace/);

    const replaced = await runOperatorCommand('restore', [archive, '--replace'], { DATA_DIR: runningDir });
    expect(replaced, replaced.stderr).toMatchObject({ code: 0 });
    const after = await sqliteGateway(runningDir);
    expect(after.gateway.publicKeySpki).toBe(source.gateway.publicKeySpki);
  });

  it('refuses an archive whose files differ from its manifest', async () => {
    const dataDir = tempDir('mo-backup-source-');
    const archives = tempDir('mo-backup-archive-');
    await sqliteGateway(dataDir);
    expect((await runOperatorCommand('backup', [join(archives, 'good.tar.gz')], { DATA_DIR: dataDir })).code).toBe(0);
    const unpacked = tempDir('mo-backup-unpacked-');
    unpackInto(join(archives, 'good.tar.gz'), unpacked);
    const keyFile = join(unpacked, SIGNING_KEY_FILES.publicKey);
    writeFileSync(keyFile, readFileSync(keyFile, 'utf8').replace('A', 'B'));
    packFolder(unpacked, join(archives, 'altered.tar.gz'));

    const target = join(tempDir('mo-restore-target-'), 'data');
    const refused = await runOperatorCommand('restore', [join(archives, 'altered.tar.gz')], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${SIGNING_KEY_FILES.publicKey} differs from the manifest`);
    expect(refused.stderr).toContain('nothing was changed');
  });

  it('on PostgreSQL both refuse and point to pg_dump', async () => {
    const archive = join(tempDir('mo-backup-archive-'), 'gateway.tar.gz');
    const env = { DATABASE_URL: 'postgres://gateway@db.invalid/storefront', DATA_DIR: tempDir('mo-backup-pg-') };
    for (const command of ['backup', 'restore']) {
      const refused = await runOperatorCommand(command, [archive], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('pg_dump');
    }
  });
});
