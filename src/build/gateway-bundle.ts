/**
 * `npm run build:server`: compiles the gateway (src/server/main.ts and everything it imports: engine,
 * contract, schema loading) into one ES module, dist-server/main.js, run with plain `node` so no
 * TypeScript loader sits on the request path or the start. The packages are bundled too (Fastify, kysely, ajv,
 * @fastify/static, image-size): resolving and reading their hundreds of files one by one was about a quarter of the
 * start's CPU (docs/decisions/010-gateway-hot-path.md). Only better-sqlite3 (native) and pg (loads optional modules
 * by name, and only for a PostgreSQL database) stay external, resolved from node_modules at run time; the bundle's
 * CommonJS parts get a `require` of their own. The JSON schemas are still read at run
 * time from ./schemas; the build checks the products in them (as the gateway does at start) and records the
 * digest of the checked files in dist-server/catalog-checked.sha256, so a start on the same files skips the
 * check (src/server/main.ts; docs/decisions/010-gateway-hot-path.md). It also records the SHA-256 of the bundle
 * in dist-server/build-id.sha256: a database this build prepared is not migrated and seeded again at its start.
 *
 * Skips the build when dist-server/ was built from the same inputs (./build-stamp.ts); `--force` builds anyway.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { BUILD_ID_FILE } from '../server/build-id-file.js';
import { CHECKED_CATALOG_FILE } from '../server/catalog/checked-catalog-file.js';
import { buildIsCurrent, writeBuildStamp } from './build-stamp.js';

/**
 * What the compiled gateway is made of, and the product files it records as checked: a change to any
 * of these rebuilds it.
 */
const SERVER_INPUTS = ['src/server', 'src/engine', 'src/contract', 'package-lock.json', 'src/build/gateway-bundle.ts', 'schemas'];
const SERVER_OUT_DIR = 'dist-server';
/** Packages the compiled gateway loads from node_modules when it runs, rather than from its bundle. */
const RUN_TIME_PACKAGES = ['better-sqlite3', 'pg', 'pg-native'];
/** The compiled gateway, run from the repository root (it reads ./schemas, ./dist and ./data). */
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/main.js`;

/** Builds dist-server/main.js unless it is current; resolves to whether it built. */
export async function buildServer(force = false): Promise<boolean> {
  if (!force && buildIsCurrent(SERVER_OUT_DIR, SERVER_INPUTS)) return false;
  // Loaded only for a build: a warm `npm start` does not pay for esbuild or the catalogue's checks.
  const [{ build }, { loadProductCatalog }] = await Promise.all([
    import('esbuild'),
    import('../server/catalog/load-product-catalog.js'),
  ]);
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: RUN_TIME_PACKAGES,
    banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
  });
  // Throws, listing every problem, when a product is broken: the build fails as the start would.
  writeFileSync(`${SERVER_OUT_DIR}/${CHECKED_CATALOG_FILE}`, loadProductCatalog('schemas').checkedDigest);
  // Names this code: a database it prepared is not prepared again by its next start (src/server/build-id-file.ts).
  writeFileSync(`${SERVER_OUT_DIR}/${BUILD_ID_FILE}`, createHash('sha256').update(readFileSync(SERVER_ENTRY)).digest('hex'));
  writeBuildStamp(SERVER_OUT_DIR, SERVER_INPUTS);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer(process.argv.includes('--force')).then(
    (built) => console.log(built ? `Built ${SERVER_ENTRY}` : `${SERVER_ENTRY} is up to date`),
    (error: unknown) => {
      console.error('The gateway build failed:', error);
      process.exit(1);
    },
  );
}
