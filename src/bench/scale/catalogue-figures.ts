/**
 * The figures of one catalogue size for `npm run bench:scale`: in a synthetic repository of N products
 * (./synthetic-catalogue.ts), the storefront build and what a phone downloads (./catalogue-build.ts), the
 * compiled gateway's first start to its first 200 on a new data folder (cold) and its memory, `products:check`'s
 * wall time, the model check's CPU (its own figure: the whole process), and the
 * studio's reload of one product (the snapshot its page fetches when a file is saved; median of a few). The
 * catalogue's gateway is left running: its warm starts are taken in turns with the real catalogue's
 * ({@link warmStartsInTurns}), so both see the same load of the shared machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productSnapshot } from '../../tools/studio/server/product-snapshot.js';
import { processCpuMs } from '../load-generator.js';
import { residentMb, timedGatewayStart } from '../start-timing.js';
import { median } from '../web/figures.js';
import { SERVER_ENTRY } from '../../build/gateway-bundle.js';
import { gatewayProcess, REPOSITORY_ROOT, type GatewayProcess } from '../soak/gateway-process.js';
import type { CatalogueBuild } from './catalogue-build.js';
import { syntheticRepository } from './synthetic-catalogue.js';

/** Studio reloads timed per size (the median is reported). */
const STUDIO_RELOADS = 5;
/** Warm starts of each catalogue's gateway, taken in turns (the medians are compared). */
const WARM_STARTS = 5;
/** The product the studio reloads: the first real one of the manifest, present at every size. */
function studioProduct(): string {
  const manifest = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'schemas', 'products', 'manifest.json'), 'utf8')) as { products: string[] };
  const first = manifest.products[0];
  if (!first) throw new Error('schemas/products/manifest.json lists no product');
  return first;
}

export interface CatalogueFigures extends CatalogueBuild {
  products: number;
  coldStartMs: number;
  memoryMb: number;
  productsCheckMs: number;
  modelCheckCpuMs: number;
  /** Machine x product rows the model check reports, and how many of them it explored (the rest share a graph). */
  modelCheckRuns: number;
  modelCheckExplored: number;
  studioReloadMs: number;
}

/** A measured catalogue whose gateway still runs, for the warm starts in turns; `close` removes it all. */
export interface OpenCatalogue {
  figures: CatalogueFigures;
  gateway: GatewayProcess;
  close(): Promise<void>;
}

/** Warm starts of a catalogue and of the real one, in turns: medians of the wall time and of the process's CPU, to the first 200. */
export interface WarmStarts {
  wallMs: number;
  cpuMs: number;
  baseWallMs: number;
  baseCpuMs: number;
}

/** Runs a TypeScript entry of the synthetic repository with tsx, there; its standard output. Throws when it fails. */
function runThere(folder: string, entry: string, args: readonly string[] = []): { stdout: string; ms: number } {
  const since = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: folder, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - since;
  if (run.status !== 0) throw new Error(`${entry} failed in ${folder} (${run.status ?? run.signal}):\n${run.stderr.slice(-4000)}${run.stdout.slice(-4000)}`);
  return { stdout: run.stdout, ms };
}

/** The model check's report: its CPU, and how many rows were explored rather than shared (`exploredAs`). */
function modelCheck(folder: string): { cpuMs: number; runs: number; explored: number } {
  const report = JSON.parse(runThere(folder, 'src/tools/model-check.ts', ['--json']).stdout) as {
    figures: { cpuMs: number; runs: number };
    results: { exploredAs: string | null }[];
  };
  return { cpuMs: report.figures.cpuMs, runs: report.figures.runs, explored: report.results.filter((result) => result.exploredAs === null).length };
}

/**
 * The gateway compiled and run in the synthetic repository (its schemas/ and dist/) on a new data folder, as a
 * deployment compiles it (it knows that catalogue was checked at build): its cold start and memory, and the running
 * gateway. The caller stops it and removes `dataDir`.
 */
async function gatewayThere(folder: string): Promise<{ gateway: GatewayProcess; dataDir: string; coldStartMs: number; memoryMb: number }> {
  runThere(folder, 'src/build/gateway-bundle.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-bench-catalogue-data-'));
  const gateway = await gatewayProcess({ name: 'gateway (catalogue)', dataDir, cwd: folder, nodeArgs: [SERVER_ENTRY] });
  try {
    const coldStartMs = await timedGatewayStart(gateway);
    return { gateway, dataDir, coldStartMs, memoryMb: residentMb(gateway.pid()) };
  } catch (error) {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A restart of `gateway` to its first 200: the wall time and the new process's CPU by then. */
async function warmStart(gateway: GatewayProcess): Promise<{ wallMs: number; cpuMs: number }> {
  await gateway.stop();
  const wallMs = await timedGatewayStart(gateway);
  return { wallMs, cpuMs: processCpuMs(gateway.pid()) };
}

/** {@link WARM_STARTS} restarts of `base` (the real catalogue) and of `size`, alternating, base first. */
export async function warmStartsInTurns(base: OpenCatalogue, size: OpenCatalogue): Promise<WarmStarts> {
  const starts: { wallMs: number; cpuMs: number }[] = [];
  const baseStarts: { wallMs: number; cpuMs: number }[] = [];
  for (let turn = 0; turn < WARM_STARTS; turn += 1) {
    baseStarts.push(await warmStart(base.gateway));
    starts.push(await warmStart(size.gateway));
  }
  const list = (values: number[]): string => values.map((value) => value.toFixed(0)).join(', ');
  console.log(`  ${size.figures.products} products: warm starts ${list(starts.map((start) => start.wallMs))} ms, CPU ${list(starts.map((start) => start.cpuMs))} ms; `
    + `${base.figures.products} in turns ${list(baseStarts.map((start) => start.wallMs))} ms, CPU ${list(baseStarts.map((start) => start.cpuMs))} ms`);
  return {
    wallMs: median(starts.map((start) => start.wallMs)), cpuMs: median(starts.map((start) => start.cpuMs)),
    baseWallMs: median(baseStarts.map((start) => start.wallMs)), baseCpuMs: median(baseStarts.map((start) => start.cpuMs)),
  };
}

/** Every figure of a catalogue of `products` products (the real ones when `products` is their number); its gateway left running. */
export async function openCatalogue(products: number): Promise<OpenCatalogue> {
  const folder = syntheticRepository(REPOSITORY_ROOT, products);
  const removeFolder = (): void => rmSync(folder, { recursive: true, force: true });
  try {
    const productsCheckMs = runThere(folder, 'src/tools/products-check.ts').ms;
    // The figures are the last line: Vite prints its banner to stdout when it builds the service worker.
    const build = JSON.parse(runThere(folder, 'src/bench/scale/catalogue-build.ts').stdout.trim().split('\n').at(-1) ?? '') as CatalogueBuild;
    const checked = modelCheck(folder);
    const reloads: number[] = [];
    const reloaded = studioProduct();
    for (let index = 0; index < STUDIO_RELOADS; index += 1) {
      const since = performance.now();
      productSnapshot(join(folder, 'schemas'), reloaded);
      reloads.push(performance.now() - since);
    }
    const { gateway, dataDir, coldStartMs, memoryMb } = await gatewayThere(folder);
    const figures: CatalogueFigures = {
      products, ...build, coldStartMs, memoryMb, productsCheckMs,
      modelCheckCpuMs: checked.cpuMs, modelCheckRuns: checked.runs, modelCheckExplored: checked.explored,
      studioReloadMs: median(reloads),
    };
    return {
      figures, gateway,
      close: async () => {
        await gateway.stop();
        rmSync(dataDir, { recursive: true, force: true });
        removeFolder();
      },
    };
  } catch (error) {
    removeFolder();
    throw error;
  }
}
