/**
 * `npm start` / `npm run serve`: brings what is built up to date, then runs the compiled gateway with
 * plain `node` (no TypeScript loader at run time) until it exits.
 *
 * - `npm start` rebuilds the storefront (dist/) only when its inputs changed since the last build: the
 *   stamp is a hash of their contents and of the VITE_* settings baked into the bundle, checked first by
 *   the files' sizes and times so a warm start reads no source file (../build/build-stamp.ts);
 * - both rebuild the gateway (dist-server/main.js, ../build/gateway-bundle.ts) only when its sources changed;
 * - `--gateway-only` (`npm run serve`) leaves the storefront as it is, serving whatever dist/ holds.
 *
 * The gateway reads its settings from the environment (src/server/main.ts); signals are passed on to it
 * and this process exits with its exit code.
 */
import { spawn } from 'node:child_process';
import { checkProducts, ProductsCheckError, refuseOnErrors } from '../engine/products/check/index.js';
import { buildIsCurrent, writeBuildStamp } from '../build/build-stamp.js';
import { buildServer, SERVER_ENTRY } from '../build/gateway-bundle.js';

const STOREFRONT_OUT_DIR = 'dist';
/** Everything the storefront bundle is made of (the gateway's own sources are not). */
const STOREFRONT_INPUTS = ['src', 'flows', 'schemas', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const STOREFRONT_SKIP = ['src/server'];

/** The VITE_* settings, which Vite bakes into the bundle: another value is another storefront. */
function viteSettings(): string {
  return Object.keys(process.env).filter((name) => name.startsWith('VITE_')).sort()
    .map((name) => `${name}=${process.env[name]}`).join('\n');
}

async function buildStorefront(): Promise<void> {
  const settings = viteSettings();
  if (buildIsCurrent(STOREFRONT_OUT_DIR, STOREFRONT_INPUTS, STOREFRONT_SKIP, settings)) return;
  console.log('Building the storefront (dist/ was not built from these sources yet)...');
  // The build runs the same check, but Vite would report its errors with a stack trace and this process
  // again: checked here first, each error is printed once, in the check's own words.
  refuseOnErrors(checkProducts('schemas').findings);
  // Loaded only when needed: a warm start does not pay for Vite.
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  writeBuildStamp(STOREFRONT_OUT_DIR, STOREFRONT_INPUTS, STOREFRONT_SKIP, settings);
}

async function main(): Promise<void> {
  if (!process.argv.includes('--gateway-only')) await buildStorefront();
  if (await buildServer()) console.log(`Compiled the gateway into ${SERVER_ENTRY}`);
  // Its own process group: a Ctrl-C or a group kill reaches it once, through this process, so it closes
  // its database on the first signal rather than dying on a second one.
  const gateway = spawn(process.execPath, [SERVER_ENTRY], { stdio: 'inherit', detached: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => gateway.kill(signal));
  gateway.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  // Product data errors are the owner's to fix and say where: their words, without a stack trace.
  if (error instanceof ProductsCheckError) console.error(`The storefront could not start: ${error.message}`);
  else console.error('The storefront could not start:', error);
  process.exit(1);
});
