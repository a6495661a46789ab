/**
 * `npm run bench`: every benchmark of the project in one run, printed as ONE table in which each figure
 * stands beside what it was measured against in the same run (the machine may be shared, so only
 * same-run comparisons mean anything). Prints figures and targets, asserts nothing; never part of
 * `npm test`. Loopback only, about 3 to 5 minutes, plus about 5 for the web figures.
 *
 * - the gateway's signed premium calculator and draft save (tempSave) under 10 connections, compiled
 *   gateway vs a plain node:http server answering the same body (./load-generator.ts, ./plain-server.ts),
 *   runs alternating gateway / baseline, median of 3, after a warm-up of each (2 s, then one full-rate run not
 *   counted: a fresh gateway's first ~10,000 calls cost it up to twice the CPU of the later ones); beside req/s
 *   and p99, each server's CPU per answered call (/proc/<pid>/stat utime + stime, all threads;
 *   ratio gateway / plain, target 3x for the calculator and 4x for tempSave), which a shared machine distorts
 *   far less than req/s, and the cores each server kept busy: the baseline's near 1 proves the load generator
 *   (autocannon) saturates it rather than capping it;
 * - start times: the compiled gateway alone to its first 200 (median of 3 on an existing data folder, beside
 *   a bare `node -e` http server's start timed the same way in the same run), and a warm `npm start`;
 * - model-check CPU and wall time with its counts; the validator figures (./validators.ts, run as
 *   is); the web figures of `npm run bench:web` when that script exists.
 *
 *   npm run bench [-- --seconds 6] [--gateway <compiled entry>] [--log-level info] [--load-only] [--skip-web] [--cpu-prof <folder>]
 *
 * `--gateway` benchmarks another compiled gateway (e.g. one built from an older commit) instead of
 * building dist-server/main.js; `--load-only` stops after the load and start figures of the gateway;
 * `--log-level` sets the gateway's LOG_LEVEL (default info, production's: one JSON line per request, drained
 * by this process as a collector would); `--skip-web` leaves out the web figures (the slowest part, browser runs) and says so in the table.
 * `--cpu-prof <folder>` runs the gateway under `node --cpu-prof` (refused inside NODE_OPTIONS here): each of
 * its starts writes a .cpuprofile into the folder when it stops, the first one covering every load run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, endpoints } from '../contract/index.js';
import { loadProductCatalog } from '../server/catalog/load-product-catalog.js';
import { DEFAULT_CLIENT_KEYS } from '../server/create-gateway.js';
import { callOnce, runLoad, type LoadFigures, type LoadTarget } from './load-generator.js';
import { first200, START_LIMIT_MS, timedGatewayStart } from './start-timing.js';
import { formatTable, median, type TableRow } from './web/figures.js';
import { startPlainServer } from './plain-server.js';
import { buildServer, SERVER_ENTRY } from '../build/gateway-bundle.js';
import { validOrderForm } from '../../tests/support/purchase/valid-order-form.js';
import { buyerClient } from './soak/buyer-client.js';
import { signInBuyer, soakProducts } from './soak/buyer.js';
import { freeLoopbackPort, gatewayProcess, publicKeySpki, REPOSITORY_ROOT, type GatewayProcess } from './soak/gateway-process.js';
import { newLedger } from './soak/ledger.js';

const CONNECTIONS = 10;
const RUNS = 3;
const WARM_UP_SECONDS = 2;
/** The run of `npm start` before the timed one may build the storefront first (minutes on a loaded machine). */
const BUILD_LIMIT_MS = 900_000;
const [CLIENT_ID, CLIENT_KEY] = Object.entries(DEFAULT_CLIENT_KEYS)[0]!;

const rows: TableRow[] = [];
/** Adds a row to the table, and prints it at once: a run stopped part-way still shows what it measured. */
const row = (measure: string, figure: string, against = '', ratio = '', target = ''): void => {
  rows.push({ measure, figure, against, ratio, target });
  console.log(`  ${measure}: ${figure}${against ? ` (against ${against})` : ''}${ratio ? `, ratio ${ratio}` : ''}`);
};

/** A bare node process serving 200 on every path: what any node server's start costs on this machine now. */
const BARE_NODE_SERVER = "require('node:http').createServer((request, response) => response.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

/** The bare node server ({@link BARE_NODE_SERVER}) started and timed to its first 200 on the same path, as the gateway is. */
async function timedBareNodeStart(): Promise<number> {
  const port = await freeLoopbackPort();
  const since = performance.now();
  const child = spawn(process.execPath, ['-e', BARE_NODE_SERVER], { stdio: 'ignore', env: { ...process.env, PORT: String(port) } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    return await first200(`http://127.0.0.1:${port}${endpoints['plat.i18n'].path}`, since);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The compiled gateway's start on an existing data folder, and a bare node server's, alternating,
 * {@link RUNS} each: one start swings by hundreds of ms on a shared machine, a median of the same run does less.
 */
async function startRow(gateway: GatewayProcess, fresh: number): Promise<void> {
  const gatewayStarts: number[] = [];
  const bareStarts: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await gateway.stop();
    gatewayStarts.push(await timedGatewayStart(gateway));
    bareStarts.push(await timedBareNodeStart());
  }
  const started = median(gatewayStarts);
  const bare = median(bareStarts);
  row(
    `gateway alone, start to first 200 (median of ${RUNS}, existing data folder)`, `${started.toFixed(0)} ms`,
    `bare node -e http server ${bare.toFixed(0)} ms; fresh data folder ${fresh.toFixed(0)} ms`, (started / bare).toFixed(1), '<= 1000 ms',
  );
}

/**
 * Signature pools are sized at this many times the best rate seen so far: the warm-up signs as it goes,
 * so it undershoots; a run that still outgrows its pool raises the next run's.
 */
const POOL_HEADROOM = 2;

/** A server under load: where it listens and its process (whose CPU is read). */
interface LoadedServer {
  url: string;
  pid(): number | undefined;
}

/**
 * Gateway vs baseline, alternating, median of {@link RUNS} each; the warm-ups size the gateway's signature pools
 * (the baseline gets one signed request repeated, which it does not check: ./load-generator.ts).
 * Beside req/s and p99, each server's CPU per answered call (/proc): the figure a shared machine distorts least.
 */
async function compare(name: string, target: LoadTarget, gateway: LoadedServer, plain: LoadedServer, seconds: number, targets: { ratio: number; cpuRatio: number; p99?: number }): Promise<void> {
  const baseline = { ...target, url: plain.url };
  let gatewayRate = (await runLoad(target, CONNECTIONS, WARM_UP_SECONDS)).rps * POOL_HEADROOM;
  await runLoad(baseline, CONNECTIONS, WARM_UP_SECONDS, 0, undefined, true);
  // A full-rate run of each, not counted: the first seconds at full rate still run partly unoptimised code.
  gatewayRate = Math.max(gatewayRate, (await runLoad(target, CONNECTIONS, seconds, gatewayRate, gateway.pid())).rps * POOL_HEADROOM);
  await runLoad(baseline, CONNECTIONS, seconds, 0, plain.pid(), true);
  const gatewayRuns: LoadFigures[] = [];
  const baselineRuns: LoadFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const onGateway = await runLoad(target, CONNECTIONS, seconds, gatewayRate, gateway.pid());
    gatewayRate = Math.max(gatewayRate, onGateway.rps * POOL_HEADROOM);
    gatewayRuns.push(onGateway);
    baselineRuns.push(await runLoad(baseline, CONNECTIONS, seconds, 0, plain.pid(), true));
  }
  const rps = median(gatewayRuns.map((figures) => figures.rps));
  const baseRps = median(baselineRuns.map((figures) => figures.rps));
  const p99 = median(gatewayRuns.map((figures) => figures.p99));
  const baseP99 = median(baselineRuns.map((figures) => figures.p99));
  const failures = gatewayRuns.reduce((sum, figures) => sum + figures.failures, 0);
  const inline = [...gatewayRuns, ...baselineRuns].reduce((sum, figures) => sum + figures.signedDuringRun, 0);
  row(`${name} req/s`, rps.toFixed(0), `plain node:http ${baseRps.toFixed(0)}`, (rps / baseRps).toFixed(3), `>= ${targets.ratio}`);
  row(`${name} p99`, `${p99.toFixed(1)} ms`, `plain node:http ${baseP99.toFixed(1)} ms`, '', targets.p99 ? `<= ${targets.p99} ms` : '');
  const cpu = median(gatewayRuns.map((figures) => figures.serverCpuMsPerCall));
  const baseCpu = median(baselineRuns.map((figures) => figures.serverCpuMsPerCall));
  if (Number.isFinite(cpu)) {
    row(`${name} server CPU per call`, `${cpu.toFixed(3)} ms`, `plain node:http ${baseCpu.toFixed(3)} ms`, `${(cpu / baseCpu).toFixed(1)}x`, `<= ${targets.cpuRatio}x`);
    // Proof that the load generator is not what caps the baseline: a saturated single-threaded server keeps one core busy.
    const cores = median(baselineRuns.map((figures) => figures.serverCores));
    const gatewayCores = median(gatewayRuns.map((figures) => figures.serverCores));
    row(`${name} server cores busy during the runs`, `plain node:http ${cores.toFixed(2)}`, `gateway ${gatewayCores.toFixed(2)}`, '', 'plain >= 0.9 (saturated)');
  }
  if (failures > 0) row(`${name} non-200 answers`, String(failures), '', '', '0');
  if (inline > 0) row(`${name} signed during runs`, String(inline), 'signature pool ran out', '', '0');
}

async function loadBenchmarks(seconds: number, entry: string | null, logLevel: string, profileDir: string | null): Promise<void> {
  if (entry) row('gateway build', 'given', entry);
  else row('gateway build', (await buildServer()) ? 'compiled now' : 'up to date', SERVER_ENTRY);
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-bench-'));
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const gateway = await gatewayProcess({ name: 'gateway', dataDir, nodeArgs: [...profiling, entry ?? SERVER_ENTRY], env: { LOG_LEVEL: logLevel } });
  try {
    const fresh = await timedGatewayStart(gateway);
    const ledger = newLedger();
    const client = buyerClient([{ url: gateway.url, publicKeySpki: publicKeySpki(dataDir) }], ledger);
    // The load generator sends the session token of the signed-in buyer itself.
    let token = '';
    const keepToken = client.setToken;
    client.setToken = (value) => {
      token = value ?? '';
      keepToken(value);
    };
    const product = soakProducts(loadProductCatalog(join(REPOSITORY_ROOT, 'schemas')))[0]!;
    await signInBuyer({
      client, gateways: [{ url: gateway.url, publicKeySpki: publicKeySpki(dataDir) }], ledger, phone: '66900001',
      products: [product], offset: 0, deadline: 0, failShare: 0, doubleShare: 0, supersedeShare: 0,
    });
    const params = { product: product.code };
    const draft = await client.call('order.create', {}, { params });
    if (!draft) throw new Error('order.create was refused');
    const form = await validOrderForm(client, product, draft.formData);
    const lastStep = product.steps[product.steps.length - 1]!;
    const calculator: LoadTarget = {
      url: gateway.url, method: 'POST', path: buildPath(endpoints['product.calculator'].path, params),
      body: JSON.stringify({ formData: form }), clientId: CLIENT_ID, clientKey: CLIENT_KEY, token: '',
    };
    const tempSave: LoadTarget = {
      url: gateway.url, method: 'POST', path: buildPath(endpoints['order.tempSave'].path, params),
      body: JSON.stringify({ b2cOrderId: draft.b2cOrderId, step: lastStep, formData: form }), clientId: CLIENT_ID, clientKey: CLIENT_KEY, token,
    };
    const bodies: Record<string, string> = {};
    for (const target of [calculator, tempSave]) {
      const answer = await callOnce(target);
      if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}: ${answer.body}`);
      bodies[target.path] = answer.body;
    }
    const plain = await startPlainServer(bodies);
    try {
      const baseline = { url: plain.url, pid: () => plain.pid };
      await compare(`signed calculator (${product.code})`, calculator, gateway, baseline, seconds, { ratio: 0.35, cpuRatio: 3, p99: 25 });
      await compare(`signed tempSave (${product.code}, step ${lastStep})`, tempSave, gateway, baseline, seconds, { ratio: 0.2, cpuRatio: 4 });
    } finally {
      await plain.stop();
    }
    await startRow(gateway, fresh);
    await gateway.stop();
    if (!entry) await warmStart(dataDir);
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm start` on an existing data folder, to its first 200 on `/`; run once before, so nothing is left to
 * build (that run may build the storefront, so it is given {@link BUILD_LIMIT_MS}). A failure is a row.
 */
async function warmStart(dataDir: string): Promise<void> {
  const timeOnce = async (limitMs: number): Promise<number> => {
    const port = await freeLoopbackPort();
    const since = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: REPOSITORY_ROOT, detached: true, stdio: 'ignore',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      return await first200(`http://127.0.0.1:${port}/`, since, limitMs);
    } finally {
      // npm, its shell and the gateway share the group this process created for them.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  let before: number;
  let warm: number;
  try {
    before = await timeOnce(BUILD_LIMIT_MS);
    warm = await timeOnce(START_LIMIT_MS);
  } catch (error) {
    row('warm npm start, to first 200', `failed: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  row('warm npm start, to first 200', `${warm.toFixed(0)} ms`, `the run before it ${before.toFixed(0)} ms`, '', '<= 3000 ms');
}

/** Model-check: its own figures when it reports them, else this process's measure of its CPU. */
function modelCheck(): void {
  const outFile = join(mkdtempSync(join(tmpdir(), 'mo-bench-mc-')), 'report.json');
  const since = performance.now();
  // bash's `times` prints the children's user and system CPU: the model checker and everything it ran.
  const result = spawnSync('bash', ['-c', 'npx tsx src/tools/model-check.ts --json > "$0"; code=$?; times; exit $code', outFile], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  const wallMs = performance.now() - since;
  let report: { figures?: { cpuMs: number; wallMs: number; runs: number; states: number; transitions: number; properties: number } } = {};
  try {
    report = JSON.parse(readFileSync(outFile, 'utf8')) as typeof report;
  } catch {
    row('model-check', `exit ${result.status}, no JSON report`);
    return;
  }
  const figures = report.figures;
  if (figures) {
    row('model-check CPU / wall', `${figures.cpuMs.toFixed(0)} / ${figures.wallMs.toFixed(0)} ms`, `runs ${figures.runs}, states ${figures.states}, transitions ${figures.transitions}, properties ${figures.properties}`);
    return;
  }
  const children = result.stdout.trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  const cpuMs = ((seconds[0] ?? NaN) + (seconds[1] ?? NaN)) * 1000;
  row('model-check CPU / wall', `${cpuMs.toFixed(0)} / ${wallMs.toFixed(0)} ms`, 'counts unavailable (no figures in --json)', '', '');
}

/** The validator benchmark, run as it is (one run per schema); its figures, summarised, become rows. */
function validators(): void {
  const result = spawnSync('npx', ['tsx', 'src/bench/validators.ts', '--runs', '1'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    row('validators', `bench-validators failed (exit ${result.status})`);
    return;
  }
  const lines = result.stdout.split('\n').map((line) => line.trim());
  const total = lines.find((line) => line.startsWith('total '));
  if (total) row('validators: order page chunks', total.replace(/^total\s+/, '').replace(/\s{2,}/g, ' '));
  const gzipOf = (prefix: string): string => /gzip\s+([\d.]+ KB)/.exec(lines.find((line) => line.startsWith(prefix)) ?? '')?.[1] ?? '?';
  row('validators: the validator alone, gzip', `precompiled ${gzipOf('precompiled')}`, `run-time compiled ${gzipOf('run-time compiled')}`);
  const firsts = lines.map((line) => /^\S+\.json\s+([\d.]+) ms\s+([\d.]+) ms/.exec(line)).filter((match) => match !== null);
  if (firsts.length > 0) {
    const runtime = median(firsts.map((match) => Number(match[1])));
    const precompiled = median(firsts.map((match) => Number(match[2])));
    row(`validators: first validation (median of ${firsts.length} schemas)`, `precompiled ${precompiled.toFixed(1)} ms`, `run-time compiled ${runtime.toFixed(1)} ms`, (precompiled / runtime).toFixed(3));
  }
}

/**
 * `npm run bench:web` when the project has it: its rows (asked for as JSON) join this table, each measure
 * prefixed `web:`; its progress lines go straight to the terminal.
 */
function web(): void {
  const scripts = (JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  if (!scripts['bench:web']) {
    row('web figures (npm run bench:web)', 'not available');
    return;
  }
  const result = spawnSync('npm', ['run', '--silent', 'bench:web', '--', '--json'], { cwd: REPOSITORY_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  let webRows: TableRow[] = [];
  try {
    webRows = JSON.parse(last) as TableRow[];
  } catch {
    row('web: npm run bench:web', `failed (exit ${result.status}), no rows`);
    return;
  }
  for (const entry of webRows) rows.push({ ...entry, measure: `web: ${entry.measure}` });
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--seconds');
  const seconds = at >= 0 ? Math.min(30, Math.max(2, Number(process.argv[at + 1]) || 6)) : 6;
  const gatewayAt = process.argv.indexOf('--gateway');
  const entry = gatewayAt >= 0 ? (process.argv[gatewayAt + 1] ?? null) : null;
  const logLevelAt = process.argv.indexOf('--log-level');
  // Production's default: one JSON line per request, read by this process as a log collector would read it.
  const logLevel = logLevelAt >= 0 ? (process.argv[logLevelAt + 1] ?? 'info') : 'info';
  const profileAt = process.argv.indexOf('--cpu-prof');
  const profileDir = profileAt >= 0 ? (process.argv[profileAt + 1] ?? null) : null;
  console.log(`npm run bench: ${CONNECTIONS} connections, ${seconds} s per run, median of ${RUNS}, loopback only, gateway LOG_LEVEL=${logLevel} (takes a few minutes)`);
  await loadBenchmarks(seconds, entry, logLevel, profileDir);
  if (!process.argv.includes('--load-only')) {
    modelCheck();
    validators();
    if (process.argv.includes('--skip-web')) row('web figures (npm run bench:web)', 'skipped (--skip-web)');
    else web();
  }
  console.log('');
  console.log(formatTable(rows));
}

main().catch((error: unknown) => {
  // The figures measured before the failure are still figures.
  if (rows.length > 0) console.log(formatTable(rows));
  console.error('bench failed:', error);
  process.exit(2);
});
