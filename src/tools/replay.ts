/**
 * `npm run replay -- <CODE> [--browser]`
 *
 * Replays every model path of one product's machines (purchase, and renewal where the product renews)
 * against a fresh sandbox gateway with the real signed client: the conformance replay suites of
 * tests/api/conformance (docs/testing-flows.md), narrowed to the product. With `--browser`, walks every
 * path of the purchase model's replay suite for the product in Chromium through the real pages against a
 * fresh gateway (tests/e2e/purchase-model-walk.test.ts, which reads the product from REPLAY_PRODUCT); a path
 * with an event that has no page action is listed as "not walkable in the browser". Exits with the suites'
 * exit code, 2 on a code that is not on sale (the known ones are listed).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The replay suites whose paths are per product; their describe titles read `... machine (<CODE>...)`. */
const PER_PRODUCT_SUITES = ['tests/api/conformance/purchase-replay.test.ts', 'tests/api/conformance/renewal-replay.test.ts'];
/** The browser walk of the purchase model's paths, for the product named in REPLAY_PRODUCT. */
const BROWSER_SUITE = 'tests/e2e/purchase-model-walk.test.ts';
const USAGE = 'usage: replay <CODE> [--browser]';

function productsOnSale(): string[] {
  return (JSON.parse(readFileSync(`${repoRoot}schemas/products/manifest.json`, 'utf8')) as { products: string[] }).products;
}

function main(): number {
  const args = process.argv.slice(2);
  const browser = args.includes('--browser');
  const [code, ...rest] = args.filter((arg) => arg !== '--browser');
  if (rest.length > 0 || !code || code.startsWith('--')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const known = productsOnSale();
  if (!known.includes(code)) {
    process.stderr.write(`unknown product ${code}; known products: ${known.join(', ')}\n${USAGE}\n`);
    return 2;
  }
  const vitest = `${repoRoot}node_modules/vitest/vitest.mjs`;
  // The code, then the end of the title's bracket or the renewal suite's variant mark: THL never picks THLM.
  const suite = browser
    ? ['--project', 'e2e', BROWSER_SUITE]
    : ['--project', 'api', ...PER_PRODUCT_SUITES, '-t', `machine \\(${code}[)*,]`];
  const env = browser ? { ...process.env, REPLAY_PRODUCT: code } : process.env;
  const run = spawnSync(process.execPath, [vitest, 'run', ...suite], { cwd: repoRoot, stdio: 'inherit', env });
  return run.status ?? 1;
}

process.exitCode = main();
