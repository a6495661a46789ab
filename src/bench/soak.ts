/**
 * `npm run soak [-- --buyers 8 --seconds 60 --signal kill|term --keep]`: a benchmark that prints figures (never a
 * test that passes on time). Concurrent buyers on loopback buy products through the real signed client for the
 * given time while the gateway runs as a child process on a fresh data folder; at a random moment the
 * gateway is killed with SIGKILL (default) or stopped with SIGTERM (`--signal term`: its graceful shutdown, which
 * must exit 0) and started again on the same data, and the buyers retry through the restart. Afterwards every acknowledged write is looked up in the database, duplicates and paid orders
 * are checked and the database's integrity is checked; the table says what was found. Exits 1 when
 * anything acknowledged was lost or duplicated (or a paid order or the database is broken, or a SIGTERM did not
 * end in exit 0), 2 when the run itself could not be done.
 *
 * With DATABASE_URL (postgres://...) it runs on PostgreSQL in a fresh schema with TWO gateway processes
 * sharing it (buyers alternate between them) and kills one of them; the schema is dropped afterwards
 * unless --keep. Loopback only; bounded by the buyer count (at most 32) and the time (at most 600 s).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProductCatalog } from '../server/catalog/load-product-catalog.js';
import { DATABASE_FILE, dropPostgresSchema, openDatabase, type StorageConfig } from '../server/storage/open-database.js';
import { auditSoak } from './soak/audit.js';
import { buyerClient, sleep } from './soak/buyer-client.js';
import { runBuyer, signInBuyer, soakProducts, type BuyerPlan } from './soak/buyer.js';
import { gatewayProcess, publicKeySpki, REPOSITORY_ROOT, type GatewayProcess } from './soak/gateway-process.js';
import { newLedger } from './soak/ledger.js';
import { problems, reportTable } from './soak/report.js';

/** Share of first payment attempts failed on purpose, of completions submitted twice at once, and of purchases paying a superseded payment. */
const FAIL_SHARE = 0.15;
const DOUBLE_SHARE = 0.2;
const SUPERSEDE_SHARE = 0.1;
/** The kill falls between these fractions of the run. */
const KILL_WINDOW = [0.2, 0.7] as const;
/** Time allowed after the deadline for purchases under way to finish (each call retries for at most 90 s). */
const FINISH_GRACE_MS = 240_000;

interface Settings {
  buyers: number;
  seconds: number;
  keep: boolean;
  /** How the gateway is stopped mid-run. */
  signal: 'kill' | 'term';
  databaseUrl: string | null;
}

class UsageError extends Error {}

function bounded(flag: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new UsageError(`${flag} takes a whole number from ${min} to ${max}`);
  return number;
}

function signalFrom(value: string | undefined): Settings['signal'] {
  if (value === 'kill' || value === 'term') return value;
  throw new UsageError('--signal takes kill (SIGKILL) or term (SIGTERM, graceful shutdown)');
}

function settingsFrom(args: string[]): Settings {
  const settings: Settings = { buyers: 8, seconds: 60, keep: false, signal: 'kill', databaseUrl: process.env.DATABASE_URL || null };
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    if (flag === '--buyers') settings.buyers = bounded(flag, args[(i += 1)], 1, 32);
    else if (flag === '--seconds') settings.seconds = bounded(flag, args[(i += 1)], 5, 600);
    else if (flag === '--keep') settings.keep = true;
    else if (flag === '--signal') settings.signal = signalFrom(args[(i += 1)]);
    else throw new UsageError(`unknown argument ${flag}; use --buyers N --seconds T [--signal kill|term] [--keep]`);
  }
  if (settings.databaseUrl && !/^postgres(ql)?:\/\//.test(settings.databaseUrl)) throw new UsageError('DATABASE_URL must be a postgres:// URL');
  return settings;
}


/** What stopping a gateway mid-run did: for the table, and whether a graceful stop exited 0. */
interface Stopped {
  text: string;
  clean: boolean;
}

/**
 * Stops one gateway at a random moment of the run, with SIGKILL or SIGTERM, and starts it again; what happened,
 * for the table.
 */
async function stopOnce(gateways: readonly GatewayProcess[], signal: Settings['signal'], startedAt: number, runMs: number): Promise<Stopped> {
  const [from, to] = KILL_WINDOW;
  const at = startedAt + runMs * (from + Math.random() * (to - from));
  await sleep(Math.max(0, at - Date.now()));
  const victim = gateways[Math.floor(Math.random() * gateways.length)]!;
  const killedAt = Date.now();
  let exitCode: number | null = null;
  if (signal === 'kill') await victim.kill();
  else exitCode = await victim.stop();
  await victim.start();
  const exit = signal === 'term' ? `, exit ${exitCode ?? 'by signal'}` : '';
  return {
    text: `${victim.name} at +${((killedAt - startedAt) / 1000).toFixed(1)} s${exit}, down ${((Date.now() - killedAt) / 1000).toFixed(1)} s`,
    clean: signal === 'kill' || exitCode === 0,
  };
}

async function soak(settings: Settings): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-soak-'));
  const schema = `soak_${randomBytes(5).toString('hex')}`;
  const postgres = settings.databaseUrl ? { url: settings.databaseUrl, schema } : undefined;
  const storage: StorageConfig = postgres ? { dialect: 'postgres', ...postgres } : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) };
  const names = postgres ? ['gateway A', 'gateway B'] : ['gateway'];
  const gateways = await Promise.all(names.map((name) => gatewayProcess({ name, dataDir, ...(postgres ? { postgres } : {}) })));
  const storageText = postgres
    ? `PostgreSQL schema ${schema}, ${gateways.length} gateway processes (${gateways.map((gateway) => gateway.url).join(', ')})`
    : `SQLite in ${dataDir}, 1 gateway process (${gateways[0]!.url})`;
  console.log(`soak: ${settings.buyers} buyers for ${settings.seconds} s on ${storageText}`);
  try {
    // Started together: instances sharing a fresh database must not trip over each other's start-up.
    await Promise.all(gateways.map((gateway) => gateway.start()));
    const addresses = gateways.map((gateway) => ({ url: gateway.url, publicKeySpki: publicKeySpki(dataDir) }));
    const products = soakProducts(loadProductCatalog(join(REPOSITORY_ROOT, 'schemas')));
    const ledger = newLedger();
    const plans: BuyerPlan[] = Array.from({ length: settings.buyers }, (_, index) => ({
      client: buyerClient(addresses, ledger),
      gateways: addresses,
      ledger,
      phone: `6${String(5_000_000 + index).padStart(7, '0')}`,
      products,
      offset: index,
      deadline: 0,
      failShare: FAIL_SHARE,
      doubleShare: DOUBLE_SHARE,
      supersedeShare: SUPERSEDE_SHARE,
    }));
    await Promise.all(plans.map((plan) => signInBuyer(plan)));

    const startedAt = Date.now();
    const runMs = settings.seconds * 1000;
    for (const plan of plans) plan.deadline = startedAt + runMs;
    const kill = stopOnce(gateways, settings.signal, startedAt, runMs);
    const finished = Promise.all([kill, ...plans.map((plan) => runBuyer(plan))]);
    const overdue = sleep(runMs + FINISH_GRACE_MS).then(() => 'overdue' as const);
    if ((await Promise.race([finished, overdue])) === 'overdue') throw new Error(`the buyers did not finish within ${FINISH_GRACE_MS / 1000} s of the end`);
    const elapsedMs = Date.now() - startedAt;
    const killed = await kill;

    await Promise.all(gateways.map((gateway) => gateway.stop()));
    const db = await openDatabase(storage);
    let audit;
    try {
      audit = await auditSoak(db, storage.dialect, ledger);
    } finally {
      await db.destroy();
    }
    const signal = settings.signal === 'kill' ? 'SIGKILL' : 'SIGTERM';
    console.log(reportTable({ storage: storageText, buyers: settings.buyers, seconds: settings.seconds, signal, kills: [killed.text], elapsedMs }, ledger, audit));
    const found = [...problems(audit), ...(killed.clean ? [] : [`the gateway did not exit 0 on SIGTERM (${killed.text})`])];
    if (found.length > 0) {
      console.log(`\nsoak FAILED:\n${found.map((problem) => `  - ${problem}`).join('\n')}`);
      return 1;
    }
    console.log('\nsoak passed: every acknowledged write is present, nothing is duplicated, the database is intact.');
    return 0;
  } finally {
    await Promise.all(gateways.map((gateway) => gateway.kill()));
    if (!settings.keep) {
      if (postgres) await dropPostgresSchema(postgres.url, postgres.schema);
      rmSync(dataDir, { recursive: true, force: true });
    } else {
      console.log(`kept: ${dataDir}${postgres ? ` and schema ${postgres.schema}` : ''}`);
    }
  }
}

let settings: Settings;
try {
  settings = settingsFrom(process.argv.slice(2));
} catch (error) {
  console.error(`soak: ${(error as Error).message}`);
  process.exit(2);
}
soak(settings).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('soak: the run could not be done:', error);
    process.exit(2);
  },
);
