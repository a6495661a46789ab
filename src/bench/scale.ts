/**
 * `npm run bench:scale`: how the storefront, the gateway and the tools behave as the catalogue and the book of
 * business grow (docs/benchmarks.md, "The catalogue and the book of business"). For each catalogue size (N products: the real ones and variations of them in a
 * temporary copy of the repository, ./scale/synthetic-catalogue.ts), the storefront build, what a
 * phone downloads, the gateway's start and memory, products:check, the model check and the studio's reload,
 * beside the real catalogue's figures of the same run (./scale/catalogue-figures.ts). For each
 * database size (M orders of M/3 customers, bulk-inserted by ./scale/synthetic-book.ts, copied from a
 * real purchase), the compiled gateway's start to its first 200 (cold: the first start on the filled
 * database; warm: the next), its resident memory after start, and p50/p99 of the signed calls a customer
 * makes most, one at a time through the storefront's real client, each beside the same figure on the
 * empty database of the same run. Prints figures, asserts nothing; loopback only. SQLite by default,
 * PostgreSQL (a schema of its own per size, dropped after) with DATABASE_URL.
 *
 *   npm run bench:scale [-- --products 100,300] [--orders 100000] [--samples 100] [--soak-seconds 10]
 *
 * `--products 0` or `--orders 0` leaves that half out. At each database size the soak's buyers also buy for
 * `--soak-seconds`, in {@link SOAK_ROUNDS} rounds taking turns with the empty database's gateway (kept running
 * beside it), and the median requests a second of each side is printed; the warm starts are taken in turns the
 * same way. On a shared machine a figure measured a minute apart from its baseline compares two loads, not two
 * databases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EndpointData, EndpointId, EndpointRequest } from '../contract/index.js';
import { loadProductCatalog } from '../server/catalog/load-product-catalog.js';
import { connectDatabase, DATABASE_FILE, dropPostgresSchema, type StorageConfig } from '../server/storage/open-database.js';
import { openCatalogue, warmStartsInTurns, type CatalogueFigures, type WarmStarts } from './scale/catalogue-figures.js';
import { fillBook, readTemplate } from './scale/synthetic-book.js';
import { residentMb, timedGatewayStart } from './start-timing.js';
import { formatTable, percentile, type TableRow } from './web/figures.js';
import { buildServer, SERVER_ENTRY } from '../build/gateway-bundle.js';
import { validOrderForm } from '../../tests/support/purchase/valid-order-form.js';
import { buyerClient, type BuyerClient } from './soak/buyer-client.js';
import { runBuyer, signInBuyer, soakProducts, type SoakProduct } from './soak/buyer.js';
import { gatewayProcess, publicKeySpki, REPOSITORY_ROOT, type GatewayProcess } from './soak/gateway-process.js';
import { newLedger } from './soak/ledger.js';

/**
 * The default book sizes, samples a call and soak: small enough that the whole default run (both halves) keeps
 * under 10 minutes on the 2-core machine (docs/benchmarks.md, "The book of business"); 1,000,000 orders is
 * `--orders 1000000`. One size: 10,000 orders showed nothing 100,000 did not, at the cost of a fill and a round.
 */
const DEFAULT_ORDERS = '100000';
const DEFAULT_SAMPLES = 100;
const DEFAULT_SOAK_SECONDS = 10;
/** The bench buyer's own orders beyond its purchase: deep pages to read. */
const OWN_ORDERS = 150;
const PAGE_SIZE = 20;
/** The deep page read by number and after a cursor. */
const DEEP_PAGE = 6;
const BUYER_PHONE = '66900001';
/** New customers' logins timed at each size (and as many on the empty database), from this phone up. */
const MAX_LOGINS = 100;
const FIRST_LOGIN_PHONE = 67_000_000;
/** The soak's concurrent buyers at each size, and the first of their phones (clear of the bench buyer's and the logins'). */
const SOAK_BUYERS = 4;
const FIRST_SOAK_PHONE = 66_950_000;
/** Warm starts and soak rounds of each side (a size and the empty database), taken in turns; the medians are compared. */
const SOAK_ROUNDS = 3;

/** One size's figures: each call's latencies (ms), the starts and the memory. */
interface SizeFigures {
  orders: number;
  fillMs: number;
  coldStartMs: number;
}

/** A measured size whose gateway still runs, for the soak rounds; `close` stops it and removes its data. */
interface OpenSize {
  figures: SizeFigures;
  gateway: GatewayProcess;
  dataDir: string;
  /** The signed-in bench buyer, with its own orders to page through. */
  client: BuyerClient;
  product: SoakProduct;
  close(): Promise<void>;
}

/** What one size and the empty database measured in turns: warm starts (ms), memory after start, soak rounds (req/s). */
interface InTurnsFigures {
  /** Each call's latencies (ms), on the size and on the empty database. */
  calls: Map<string, { size: number[]; base: number[] }>;
  warmStarts: number[];
  baseWarmStarts: number[];
  memoryMb: number;
  baseMemoryMb: number;
  rounds: number[];
  baseRounds: number[];
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The storage of one size: a SQLite file in its data folder, or a fresh PostgreSQL schema. */
function storageFor(dataDir: string, size: number): StorageConfig {
  const url = process.env.DATABASE_URL;
  return url ? { dialect: 'postgres', url, schema: `bench_scale_${size}_${process.pid}` } : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) };
}

/** The signed-in bench buyer's client, with its session token. */
async function signedInBuyer(gateway: GatewayProcess, dataDir: string, phone: string): Promise<BuyerClient> {
  const address = { url: gateway.url, publicKeySpki: publicKeySpki(dataDir) };
  const client = buyerClient([address], newLedger());
  await signInBuyer({ client, gateways: [address], ledger: newLedger(), phone, products: [], offset: 0, deadline: 0, failShare: 0, doubleShare: 0, supersedeShare: 0 });
  return client;
}

/** One of the calls a customer makes most, ready to be made again and again: its `index`th run's latency in ms. */
type TimedCall = (index: number) => Promise<number>;

/** Times one answer of `call`; a refusal stops the bench (a refused call's latency would flatter the figure). */
async function latencyOf(call: () => Promise<unknown>): Promise<number> {
  const since = performance.now();
  const answer = await call();
  const latency = performance.now() - since;
  if (answer === false) throw new Error('a timed call was refused');
  return latency;
}

/** The data of a call that must succeed. */
async function must<K extends EndpointId>(client: BuyerClient, id: K, payload?: EndpointRequest[K], options?: Parameters<BuyerClient['call']>[2]): Promise<EndpointData[K]> {
  const data = await client.call(id, payload, options);
  if (data === false) throw new Error(`${id} was refused`);
  return data;
}

/**
 * The calls a customer makes most, on the running gateway, as the signed-in bench buyer `client`, each ready to be
 * timed ({@link callsInTurns}): the reads, then tempSave and getQuotation on one draft and createPayOrder on a
 * second, priced one, then the login of a new customer (phones from `firstLoginPhone` up: a phone gets one SMS
 * code a minute, and a login must be a new customer's).
 */
async function customerCalls(gateway: GatewayProcess, dataDir: string, client: BuyerClient, product: SoakProduct, keyPrefix: string, firstLoginPhone: number): Promise<[string, TimedCall][]> {
  const params = { params: { product: product.code } };
  const list: EndpointRequest['order.selectUserOrderInfo'] = { status: 'all', pageSize: PAGE_SIZE };
  const policies = await must(client, 'order.selectUserOrderInfo', { status: 'paid', pageSize: 1 });
  const policyId = policies.items[0]!.b2cOrderId;
  let cursor: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page += 1) cursor = (await must(client, 'order.selectUserOrderInfo', { ...list, ...(cursor ? { cursor } : {}) })).nextCursor;
  if (!cursor) throw new Error('the buyer has too few orders for a deep page');
  const deepCursor = cursor;
  const step = product.steps.at(-1);
  if (step === undefined) throw new Error(`${product.code} has no wizard steps to save`);
  /** A draft of `product` with a valid form saved on its last step. */
  const savedDraft = async (): Promise<{ save: EndpointRequest['order.tempSave']; order: { b2cOrderId: string } }> => {
    const draft = await must(client, 'order.create', {}, params);
    const save = { b2cOrderId: draft.b2cOrderId, step, formData: await validOrderForm(client, product, draft.formData) };
    await must(client, 'order.tempSave', save, params);
    return { save, order: { b2cOrderId: draft.b2cOrderId } };
  };
  const saving = await savedDraft();
  const paying = await savedDraft();
  await must(client, 'order.getQuotation', paying.order, params);
  await must(client, 'order.release', paying.order, params);
  await must(client, 'order.premiumCalc', paying.order, params);
  const address = { url: gateway.url, publicKeySpki: publicKeySpki(dataDir) };
  /** A new customer's sign-in: the timed part is the login call itself. */
  const login: TimedCall = async (index) => {
    const timing = buyerClient([address], newLedger());
    const call = timing.call.bind(timing);
    let latency = Number.NaN;
    timing.call = (async (id: EndpointId, payload?: EndpointRequest[EndpointId], options?: Parameters<BuyerClient['call']>[2]) => {
      const since = performance.now();
      const answer = await call(id, payload, options);
      if (id === 'login.submit') latency = performance.now() - since;
      return answer;
    }) as BuyerClient['call'];
    await signInBuyer({ client: timing, gateways: [address], ledger: newLedger(), phone: String(firstLoginPhone + index), products: [], offset: 0, deadline: 0, failShare: 0, doubleShare: 0, supersedeShare: 0 });
    return latency;
  };
  return [
    ['product list', () => latencyOf(() => client.call('product.productListQuotation'))],
    ['my orders, first page', () => latencyOf(() => client.call('order.selectUserOrderInfo', list))],
    [`my orders, page ${DEEP_PAGE} by number`, () => latencyOf(() => client.call('order.selectUserOrderInfo', { ...list, page: DEEP_PAGE }))],
    [`my orders, page ${DEEP_PAGE} after a cursor`, () => latencyOf(() => client.call('order.selectUserOrderInfo', { ...list, cursor: deepCursor }))],
    ['my policies', () => latencyOf(() => client.call('order.selectUserOrderInfo', { status: 'paid', pageSize: PAGE_SIZE }))],
    ['policy detail', () => latencyOf(() => client.call('order.detail', {}, { params: { id: policyId } }))],
    ['messages list', () => latencyOf(() => client.call('message.list', { pageSize: PAGE_SIZE }))],
    ['claims list', () => latencyOf(() => client.call('claim.list', { pageSize: PAGE_SIZE }))],
    ['tempSave', () => latencyOf(() => client.call('order.tempSave', saving.save, params))],
    ['getQuotation', () => latencyOf(() => client.call('order.getQuotation', saving.order, params))],
    ['createPayOrder', (index) => latencyOf(() => client.call('pay.createPayOrder', { ...paying.order, returnUrl: '/pages/myPolicy/index' }, { idempotencyKey: `${keyPrefix}-${index}` }))],
    ['login (new customer)', login],
  ];
}

/**
 * p50/p99 material of each call of {@link customerCalls} on `size` and on the empty database `base`, one call on
 * each in turn, `samples` times (logins at most {@link MAX_LOGINS}): both sides see the same moments of the
 * machine's load. The latencies in ms by call name, the size's and the base's.
 */
async function callsInTurns(base: OpenSize, size: OpenSize, samples: number, sizeIndex: number): Promise<Map<string, { size: number[]; base: number[] }>> {
  const firstLoginPhone = FIRST_LOGIN_PHONE + sizeIndex * MAX_LOGINS;
  const baseCalls = await customerCalls(base.gateway, base.dataDir, base.client, base.product, `bench-scale-base-${sizeIndex}`, firstLoginPhone);
  const sizeCalls = await customerCalls(size.gateway, size.dataDir, size.client, size.product, `bench-scale-${sizeIndex}`, firstLoginPhone);
  const latencies = new Map<string, { size: number[]; base: number[] }>();
  for (const [index, [name, sizeCall]] of sizeCalls.entries()) {
    const baseCall = baseCalls[index]![1];
    const figures = { size: [] as number[], base: [] as number[] };
    const runs = name.startsWith('login') ? Math.min(samples, MAX_LOGINS) : samples;
    for (let run = 0; run < runs; run += 1) {
      figures.base.push(await baseCall(run));
      figures.size.push(await sizeCall(run));
    }
    latencies.set(name, figures);
  }
  return latencies;
}

/**
 * The soak's throughput on the running gateway: {@link SOAK_BUYERS} new buyers buy products one after another
 * for `seconds` (as `npm run soak` does, without its kill and audit); requests answered a second.
 */
async function soakPerSecond(gateway: GatewayProcess, dataDir: string, products: readonly SoakProduct[], seconds: number, round: number): Promise<number> {
  const address = { url: gateway.url, publicKeySpki: publicKeySpki(dataDir) };
  const ledger = newLedger();
  // New phones each round: a phone gets one SMS code a minute, and a round is shorter.
  const plans = Array.from({ length: SOAK_BUYERS }, (_, index) => ({
    client: buyerClient([address], ledger), gateways: [address], ledger, phone: String(FIRST_SOAK_PHONE + round * SOAK_BUYERS + index), products,
    offset: index, deadline: 0, failShare: 0, doubleShare: 0, supersedeShare: 0,
  }));
  for (const plan of plans) await signInBuyer(plan);
  const before = ledger.requests;
  const since = performance.now();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(plans.map((plan) => runBuyer({ ...plan, deadline })));
  return (ledger.requests - before) / ((performance.now() - since) / 1000);
}


/**
 * One database size from empty: the purchase that gives the template, the fill and the cold start. The gateway is
 * left running for what is measured in turns with the empty database ({@link measureInTurns}); the caller closes it.
 */
async function openSize(orders: number, products: readonly SoakProduct[]): Promise<OpenSize> {
  const product = products[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-bench-scale-'));
  const storage = storageFor(dataDir, orders);
  const gateway = await gatewayProcess({
    name: `gateway (${orders} orders)`, dataDir, nodeArgs: [SERVER_ENTRY],
    ...(storage.dialect === 'postgres' ? { postgres: { url: storage.url, schema: storage.schema ?? 'public' } } : {}),
    env: { SMS_BUDGET_OVERALL: '1000000' },
  });
  const close = async (): Promise<void> => {
    await gateway.stop();
    if (storage.dialect === 'postgres') await dropPostgresSchema(storage.url, storage.schema ?? 'public');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await gateway.start();
    const client = await signedInBuyer(gateway, dataDir, BUYER_PHONE);
    const address = { url: gateway.url, publicKeySpki: publicKeySpki(dataDir) };
    // One purchase (no new one starts after the deadline) and a draft: the rows the book is copied from.
    await runBuyer({ client, gateways: [address], ledger: newLedger(), phone: BUYER_PHONE, products: [product], offset: 0, deadline: Date.now() + 200, failShare: 0, doubleShare: 0, supersedeShare: 0 });
    await must(client, 'order.create', {}, { params: { product: product.code } });
    const userId = (await must(client, 'user.selectUserInfo')).userId;
    await gateway.stop();
    const since = performance.now();
    const db = await connectDatabase(storage);
    try {
      await fillBook(db, storage.dialect, await readTemplate(db, userId), orders, OWN_ORDERS);
    } finally {
      await db.destroy();
    }
    const fillMs = performance.now() - since;
    // The buyer's session outlives the restarts (it is kept in the database); a phone gets one SMS code a minute.
    const coldStartMs = await timedGatewayStart(gateway);
    console.log(`  ${orders} orders: filled in ${(fillMs / 1000).toFixed(1)} s, cold start ${coldStartMs.toFixed(0)} ms`);
    return { figures: { orders, fillMs, coldStartMs }, gateway, dataDir, client, product, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The calls, the warm starts and the soak of `size` and of the empty database `base`, taken in turns (base first),
 * so both sides see the same load of the machine: each call on each side in turn, {@link SOAK_ROUNDS} restarts
 * of each (start to first 200), then as many soak rounds of each. The empty database keeps the few orders earlier
 * sizes' calls and rounds made.
 */
async function measureInTurns(base: OpenSize, size: OpenSize, products: readonly SoakProduct[], samples: number, seconds: number, sizeIndex: number): Promise<InTurnsFigures> {
  const calls = await callsInTurns(base, size, samples, sizeIndex);
  const figures: InTurnsFigures = { calls, warmStarts: [], baseWarmStarts: [], memoryMb: 0, baseMemoryMb: 0, rounds: [], baseRounds: [] };
  const firstRound = sizeIndex * SOAK_ROUNDS * 2;
  for (let turn = 0; turn < SOAK_ROUNDS; turn += 1) {
    await base.gateway.stop();
    figures.baseWarmStarts.push(await timedGatewayStart(base.gateway));
    await size.gateway.stop();
    figures.warmStarts.push(await timedGatewayStart(size.gateway));
  }
  figures.baseMemoryMb = residentMb(base.gateway.pid());
  figures.memoryMb = residentMb(size.gateway.pid());
  for (let turn = 0; turn < SOAK_ROUNDS; turn += 1) {
    const round = firstRound + turn * 2;
    figures.baseRounds.push(await soakPerSecond(base.gateway, base.dataDir, products, seconds, round));
    figures.rounds.push(await soakPerSecond(size.gateway, size.dataDir, products, seconds, round + 1));
  }
  const list = (values: number[]): string => values.map((value) => value.toFixed(0)).join(', ');
  console.log(`  ${size.figures.orders} orders: warm starts ${list(figures.warmStarts)} ms (empty database in turns ${list(figures.baseWarmStarts)}); soak ${list(figures.rounds)} req/s (empty ${list(figures.baseRounds)})`);
  return figures;
}

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

/** The table: each figure of each size beside the empty database's. */
function table(base: SizeFigures, sizes: readonly SizeFigures[], inTurns: readonly InTurnsFigures[]): TableRow[] {
  const rows: TableRow[] = [];
  for (const [index, size] of sizes.entries()) {
    const turns = inTurns[index]!;
    const warm = percentile(turns.warmStarts, 50);
    const baseWarm = percentile(turns.baseWarmStarts, 50);
    const soakMedian = percentile(turns.rounds, 50);
    const baseSoakMedian = percentile(turns.baseRounds, 50);
    const at = `${size.orders.toLocaleString('en')} orders`;
    rows.push({ measure: `${at}: bulk fill`, figure: `${fixed(size.fillMs / 1000)} s`, against: '', ratio: '', target: '' });
    rows.push({
      measure: `${at}: gateway start to first 200, cold / warm (median of ${turns.warmStarts.length} in turns)`, figure: `${fixed(size.coldStartMs, 0)} / ${fixed(warm, 0)} ms`,
      against: `empty ${fixed(base.coldStartMs, 0)} / ${fixed(baseWarm, 0)} ms`, ratio: fixed(warm / baseWarm, 2), target: 'warm <= 1.5x',
    });
    rows.push({ measure: `${at}: gateway memory after start`, figure: `${fixed(turns.memoryMb, 0)} MB`, against: `empty ${fixed(turns.baseMemoryMb, 0)} MB`, ratio: fixed(turns.memoryMb / turns.baseMemoryMb, 2), target: '' });
    rows.push({
      measure: `${at}: soak, ${SOAK_BUYERS} buyers, median of ${turns.rounds.length} rounds in turns`, figure: `${fixed(soakMedian, 0)} req/s`,
      against: `empty ${fixed(baseSoakMedian, 0)} req/s`, ratio: fixed(soakMedian / baseSoakMedian, 2), target: '>= 0.8x',
    });
    for (const [call, { size: latencies, base: baseline }] of turns.calls) {
      const p99 = percentile(latencies, 99);
      const baseP99 = percentile(baseline, 99);
      rows.push({
        measure: `${at}: ${call} p50 / p99`, figure: `${fixed(percentile(latencies, 50))} / ${fixed(p99)} ms`,
        against: `empty ${fixed(percentile(baseline, 50))} / ${fixed(baseP99)} ms`, ratio: fixed(p99 / baseP99, 2), target: 'p99 <= 2x and < 50 ms',
      });
    }
  }
  return rows;
}

const kbOf = (bytes: number): string => `${fixed(bytes / 1000)} KB`;

/** The catalogue table: each figure of each catalogue size beside the real catalogue's; the warm starts as taken in turns. */
function catalogueTable(base: CatalogueFigures, sizes: readonly CatalogueFigures[], warmStarts: readonly WarmStarts[]): TableRow[] {
  const figures: { name: string; of: (figures: CatalogueFigures) => number; shown: (value: number) => string; target: string }[] = [
    { name: 'storefront build', of: (f) => f.buildMs, shown: (v) => `${fixed(v / 1000)} s`, target: '' },
    { name: 'home JS gz', of: (f) => f.homeJsGz, shown: kbOf, target: '<= +5%' },
    { name: 'order route (TPS step 1) JS gz', of: (f) => f.orderJsGz, shown: kbOf, target: '<= +5%' },
    { name: 'catalogue data in the home JS gz', of: (f) => f.homeCatalogueGz, shown: kbOf, target: '' },
    { name: 'first HTML gz', of: (f) => f.firstHtmlGz, shown: kbOf, target: '' },
    { name: 'gateway start to first 200, cold', of: (f) => f.coldStartMs, shown: (v) => `${fixed(v, 0)} ms`, target: '' },
    { name: 'gateway memory after start', of: (f) => f.memoryMb, shown: (v) => `${fixed(v, 0)} MB`, target: '' },
    { name: 'products:check wall time', of: (f) => f.productsCheckMs, shown: (v) => `${fixed(v / 1000, 2)} s`, target: '<= 5x' },
    { name: 'model-check CPU', of: (f) => f.modelCheckCpuMs, shown: (v) => `${fixed(v / 1000, 2)} s`, target: '<= 3x' },
    { name: 'model-check rows explored (of all rows)', of: (f) => f.modelCheckExplored, shown: (v) => String(v), target: '' },
    { name: 'studio reload of one product', of: (f) => f.studioReloadMs, shown: (v) => `${fixed(v, 0)} ms`, target: '' },
  ];
  const ms = (value: number): string => `${fixed(value, 0)} ms`;
  return sizes.flatMap((size, index) => {
    const warm = warmStarts[index]!;
    return [
      ...figures.map(({ name, of, shown, target }) => ({
        measure: `${size.products} products: ${name}${name.startsWith('model-check rows') ? ` ${size.modelCheckRuns}` : ''}`,
        figure: shown(of(size)),
        against: `${base.products}: ${shown(of(base))}`,
        ratio: fixed(of(size) / of(base), 2),
        target,
      })),
      {
        measure: `${size.products} products: gateway warm start to first 200, wall (median in turns)`, figure: ms(warm.wallMs),
        against: `${base.products}: ${ms(warm.baseWallMs)}`, ratio: fixed(warm.wallMs / warm.baseWallMs, 2), target: '<= 1.5x, < 1 s',
      },
      {
        measure: `${size.products} products: gateway warm start to first 200, process CPU (median in turns)`, figure: ms(warm.cpuMs),
        against: `${base.products}: ${ms(warm.baseCpuMs)}`, ratio: fixed(warm.cpuMs / warm.baseCpuMs, 2), target: '',
      },
    ];
  });
}

/** Sizes from a comma list option. */
function sizesOf(name: string, fallback: string): number[] {
  return (argument(name) ?? fallback).split(',').map(Number).filter((size) => Number.isInteger(size) && size > 0);
}

async function main(): Promise<void> {
  const catalogues = sizesOf('--products', '100');
  const sizes = sizesOf('--orders', DEFAULT_ORDERS);
  const samples = Math.max(20, Number(argument('--samples')) || DEFAULT_SAMPLES);
  const soakSeconds = Math.max(5, Number(argument('--soak-seconds')) || DEFAULT_SOAK_SECONDS);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const catalogueSizes = catalogues.length > 0 ? `catalogues of ${catalogues.join(', ')} products against the real one` : 'no catalogue sizes';
  const databaseSizes = sizes.length > 0 ? `${database}, ${sizes.join(', ')} orders against an empty database, ${samples} samples a call` : 'no database sizes';
  console.log(`npm run bench:scale: ${catalogueSizes}; ${databaseSizes} (loopback only)`);
  if (await buildServer()) console.log(`  compiled ${SERVER_ENTRY}`);
  const realProducts = loadProductCatalog(join(REPOSITORY_ROOT, 'schemas'));
  if (catalogues.length > 0) {
    const real = await openCatalogue(realProducts.registry.list().length);
    const synthetic: CatalogueFigures[] = [];
    const warmStarts: WarmStarts[] = [];
    try {
      for (const products of catalogues) {
        const catalogue = await openCatalogue(products);
        try {
          synthetic.push(catalogue.figures);
          warmStarts.push(await warmStartsInTurns(real, catalogue));
        } finally {
          await catalogue.close();
        }
        console.log(`  ${products} products measured`);
      }
    } finally {
      await real.close();
    }
    console.log('');
    console.log(formatTable(catalogueTable(real.figures, synthetic, warmStarts)));
  }
  if (sizes.length === 0) return;
  const products = soakProducts(realProducts);
  const base = await openSize(0, products);
  const measured: SizeFigures[] = [];
  const inTurns: InTurnsFigures[] = [];
  try {
    for (const [index, orders] of sizes.entries()) {
      const size = await openSize(orders, products);
      try {
        measured.push(size.figures);
        inTurns.push(await measureInTurns(base, size, products, samples, soakSeconds, index));
      } finally {
        await size.close();
      }
    }
  } finally {
    await base.close();
  }
  console.log('');
  console.log(formatTable(table(base.figures, measured, inTurns)));
}

main().catch((error: unknown) => {
  console.error('bench:scale failed:', error);
  process.exit(2);
});
