/**
 * Benchmark of the order forms' validators, precompiled at build time versus compiled by ajv at run time
 * (docs/decisions/004-precompiled-validators.md). Prints figures, asserts nothing:
 *
 * 1. bytes: the storefront built as shipped, the order page's chunks (what opening it loads beyond the
 *    entry, its product's validators included), raw and gzip; then the validator alone both ways, rjsf's
 *    run-time `customizeValidator` (ajv and its compiler) against `createPrecompiledValidator` plus one
 *    product's precompiled code, each bundled and minified by Vite with @rjsf/utils left out (both need it);
 * 2. time: the first validation of each step schema and whole form of each product, in node, the same
 *    schema and data (the form's defaults) both ways, each in a fresh process so nothing is warm; the
 *    median of several runs.
 *
 *   npx tsx src/bench/validators.ts [--runs 3]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { orderFormRoots } from '../build/validators/order-form-roots.js';
import { precompiledValidatorsModule } from '../build/validators/precompiled-validators-code.js';
import { precompiledValidators } from '../build/vite-plugins/precompiled-validators.js';
import type { ProbeTiming } from './validators-probe.js';

const SCHEMAS_DIR = 'schemas';
/** Generated modules are imported from inside the project, where `ajv/dist/runtime/*` resolves. */
const CACHE_DIR = resolve('node_modules/.cache/bench-validators');
const ORDER_PAGE = 'src/app/pages/order/order-page.tsx';

type Variant = 'precompiled' | 'runtime';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function sizes(code: string | Buffer): { raw: number; gzip: number } {
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The chunks `key` loads, itself included: its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

async function orderPageBytes(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'mo-bench-build-'));
  try {
    // `vite build` in its own process, exactly as `npm run build` runs it: the storefront's plugins prerender
    // the first screen with React, which must load fresh in production mode, not beside this process's copy
    // (loaded in development mode by @rjsf/utils above), or the prerender fails ("dispatcher.getOwner").
    const built = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'silent', '--outDir', outDir, '--emptyOutDir', '--manifest'], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status}):\n${built.stderr}`);
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry || !manifest[ORDER_PAGE]) throw new Error('The build has no entry or no order page chunk');
    const loaded = staticClosure(manifest, entry);
    const page = [...staticClosure(manifest, ORDER_PAGE)].filter((key) => !loaded.has(key));
    // The product validators the page imports on demand: one product's is loaded per order page.
    const validators = [...new Set(page.flatMap((key) => manifest[key]?.dynamicImports ?? []))]
      .filter((key) => key.includes('order-form-validators/'));
    console.log('\nOrder page chunks (loaded on top of the entry), as built now:');
    let total = { raw: 0, gzip: 0 };
    for (const key of [...page, ...validators.slice(0, 1)]) {
      const file = manifest[key]?.file ?? key;
      const size = sizes(readFileSync(join(outDir, file)));
      total = { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
      console.log(`  ${file.padEnd(44)} ${kb(size.raw).padStart(10)}  gzip ${kb(size.gzip).padStart(9)}`);
    }
    console.log(`  ${'total'.padEnd(44)} ${kb(total.raw).padStart(10)}  gzip ${kb(total.gzip).padStart(9)}`);
    for (const key of validators.slice(1)) {
      const size = sizes(readFileSync(join(outDir, manifest[key]?.file ?? key)));
      console.log(`  (another product's validators, loaded instead: ${manifest[key]?.file} gzip ${kb(size.gzip)})`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** One entry bundled and minified as the storefront build would, @rjsf/utils left out; its gzip size. */
async function bundledBytes(name: string, source: string): Promise<{ raw: number; gzip: number }> {
  // Inside the project, so the entry's bare imports resolve from node_modules.
  mkdirSync(CACHE_DIR, { recursive: true });
  const dir = mkdtempSync(join(CACHE_DIR, `${name}-`));
  try {
    const entry = join(dir, `${name}.js`);
    writeFileSync(entry, source);
    await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [precompiledValidators({ schemasDir: SCHEMAS_DIR })],
      build: {
        outDir: join(dir, 'out'),
        minify: true,
        lib: { entry, formats: ['es'], fileName: name },
        rollupOptions: { external: [/^@rjsf\/utils/] },
      },
    });
    const code = readFileSync(join(dir, 'out', `${name}.js`));
    return sizes(code);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function validatorBytes(code: string): Promise<void> {
  const runtime = await bundledBytes('runtime', [
    "import { customizeValidator } from '@rjsf/validator-ajv8';",
    `import { customFormats } from ${JSON.stringify(resolve('src/engine/validation/formats.ts'))};`,
    `import { jsonFormats } from ${JSON.stringify(resolve('src/engine/validation/json-formats.ts'))};`,
    "import Ajv2020 from 'ajv/dist/2020.js';",
    'export const validator = customizeValidator({ AjvClass: Ajv2020, customFormats: { ...customFormats, ...jsonFormats }, ajvFormatOptions: false });',
  ].join('\n'));
  const precompiled = await bundledBytes('precompiled', [
    "import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';",
    `import table from 'virtual:order-form-validators/${code}';`,
    'export { createPrecompiledValidator, table };',
  ].join('\n'));
  console.log(`\nThe validator alone (minified, @rjsf/utils excluded), product ${code}:`);
  console.log(`  run-time compiled (customizeValidator + ajv compiler) ${kb(runtime.raw).padStart(10)}  gzip ${kb(runtime.gzip).padStart(9)}`);
  console.log(`  precompiled (createPrecompiledValidator + ${code} code) ${kb(precompiled.raw).padStart(9)}  gzip ${kb(precompiled.gzip).padStart(9)}`);
}

const PROBE = resolve('src/bench/validators-probe.ts');

/** One probe in a fresh process (same loader flags as this one, so TypeScript runs). */
function probe(variant: Variant, schemaFile: string, dataFile: string, moduleFile: string): ProbeTiming {
  const result = spawnSync(process.execPath, [...process.execArgv, PROBE, variant, schemaFile, dataFile, moduleFile], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`probe ${variant} ${schemaFile} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as ProbeTiming;
}

async function timings(runs: number): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  console.log(`\nFirst validation in node (fresh process each, median of ${runs}; same schema, same data: the form's defaults):`);
  console.log(`  ${'schema'.padEnd(40)} ${'run-time compiled'.padStart(18)} ${'precompiled'.padStart(12)}   (set-up: new ajv / importing the generated module)`);
  for (const product of orderFormRoots(SCHEMAS_DIR)) {
    const moduleFile = join(CACHE_DIR, `${product.code}.mjs`);
    writeFileSync(moduleFile, precompiledValidatorsModule(product.roots));
    const module = (await import(pathToFileURL(moduleFile).href)) as { default: Record<string, ValidatorFunctions> };
    for (const [index, root] of product.roots.entries()) {
      const schema = root as RJSFSchema;
      const validator = createPrecompiledValidator(module.default[schema.$id as string] as ValidatorFunctions, schema);
      const defaults = getDefaultFormState(validator, schema, {}, schema, false, { allOf: 'populateDefaults', constAsDefaults: 'never' });
      const dataFile = join(CACHE_DIR, `${product.code}-${index}.data.json`);
      const schemaFile = join(CACHE_DIR, `${product.code}-${index}.schema.json`);
      writeFileSync(dataFile, JSON.stringify(defaults ?? {}));
      writeFileSync(schemaFile, JSON.stringify(schema));
      const measured: Record<Variant, ProbeTiming[]> = { runtime: [], precompiled: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const variant of ['runtime', 'precompiled'] as const) measured[variant].push(probe(variant, schemaFile, dataFile, moduleFile));
      }
      const first = (variant: Variant) => median(measured[variant].map((timing) => timing.firstValidationMs));
      const setup = (variant: Variant) => median(measured[variant].map((timing) => timing.setupMs));
      const name = String(schema.$id).split('/').slice(-2).join('/');
      console.log(`  ${name.padEnd(40)} ${`${first('runtime').toFixed(1)} ms`.padStart(18)} ${`${first('precompiled').toFixed(1)} ms`.padStart(12)}   (${setup('runtime').toFixed(1)} / ${setup('precompiled').toFixed(1)} ms)`);
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 3) : 3;
  console.log('Precompiled vs run-time compiled order-form validators');
  await orderPageBytes();
  const first = orderFormRoots(SCHEMAS_DIR)[0];
  if (first) await validatorBytes(first.code);
  await timings(runs);
}

await main();
