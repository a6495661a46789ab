/**
 * `npm run replay -- <CODE>`
 *
 * Replays every model path of one product's machines (purchase, and renewal where the product renews)
 * against a fresh sandbox gateway with the real signed client: the conformance replay suites of
 * tests/api/conformance (docs/testing-flows.md), narrowed to the product. Exits with the suites' exit code,
 * 2 on a code that is not on sale (the known ones are listed).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The replay suites whose paths are per product; their describe titles read `... machine (<CODE>...)`. */
const PER_PRODUCT_SUITES = ['tests/api/conformance/purchase-replay.test.ts', 'tests/api/conformance/renewal-replay.test.ts'];
const USAGE = 'usage: replay <CODE>';

function productsOnSale(): string[] {
  return (JSON.parse(readFileSync(`${repoRoot}schemas/products/manifest.json`, 'utf8')) as { products: string[] }).products;
}

function main(): number {
  const args = process.argv.slice(2);
  const [code] = args;
  if (args.length !== 1 || !code || code.startsWith('--')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const known = productsOnSale();
  if (!known.includes(code)) {
    process.stderr.write(`unknown product ${code}; known products: ${known.join(', ')}\n${USAGE}\n`);
    return 2;
  }
  // The code, then the end of the title's bracket or the renewal suite's variant mark: THL never picks THLM.
  const pattern = `machine \\(${code}[)*,]`;
  const vitest = `${repoRoot}node_modules/vitest/vitest.mjs`;
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', ...PER_PRODUCT_SUITES, '-t', pattern], { cwd: repoRoot, stdio: 'inherit' });
  return run.status ?? 1;
}

process.exitCode = main();
