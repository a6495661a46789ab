/**
 * `npm run products:check [-- [--schemas <dir>] [--data <dir>] [CODE...]]`
 *
 * Checks the product data (every product of the manifest, or the codes given) with the one check the
 * gateway, the build, the tests and the model check use, then that no product's content changed under an
 * unchanged `version`: against the last commit when the schemas folder is in a git work tree
 * (./products-check/git-versions.ts), and against the versions a gateway recorded in the database of
 * `--data` (default: the `data` folder beside the schemas folder, when it holds one;
 * ./products-check/recorded-versions.ts). It prints each error as
 * `schemas/products/TPS/rates.json line 14: <what is wrong and what was expected>`, the warnings apart,
 * and how long it took. When there is no error it regenerates the lifecycle diagrams of docs/flows/
 * (beside the schemas folder), so a new or changed product never leaves a stale diagram behind.
 * Exits 1 on any error, 2 on a wrong command line.
 */
import { dirname, join, resolve } from 'node:path';
import { flowModels } from '../../flows/models.js';
import { checkProducts, formatFinding, type Finding } from '../engine/products/check/index.js';
import { loadProducts } from './model-check/load-products.js';
import { writeDiagrams } from './model-check/write-diagrams.js';
import { gitVersionFindings } from './products-check/git-versions.js';
import { gatewayDatabaseFile, recordedVersionFindings } from './products-check/recorded-versions.js';

const USAGE = 'usage: products:check [--schemas <dir>] [--data <dir>] [CODE...]';

interface Options {
  schemasDir: string;
  /** The gateway database to compare versions with, if any. */
  databaseFile: string | undefined;
  codes: string[];
}

function parseArgs(args: readonly string[]): Options {
  const folders: { '--schemas'?: string; '--data'?: string } = {};
  const codes: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--schemas' || arg === '--data') {
      const value = args[index + 1];
      if (value === undefined) throw new Error(`${arg} needs a folder`);
      folders[arg] = value;
      index += 1;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else codes.push(arg);
  }
  const schemasDir = resolve(folders['--schemas'] ?? 'schemas');
  const dataDir = resolve(folders['--data'] ?? join(dirname(schemasDir), 'data'));
  const databaseFile = gatewayDatabaseFile(dataDir);
  if (folders['--data'] !== undefined && !databaseFile) throw new Error(`--data ${folders['--data']} holds no gateway database`);
  return { schemasDir, databaseFile, codes };
}

function printed(findings: readonly Finding[]): string {
  return findings.map((finding) => `  ${formatFinding(finding)}`).join('\n');
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const started = performance.now();
  const codes = options.codes.length > 0 ? options.codes : undefined;
  const { findings } = checkProducts(options.schemasDir, codes);
  const checked = !findings.some((finding) => finding.severity === 'error');
  findings.push(...gitVersionFindings(options.schemasDir, codes));
  // Recorded versions are compared with the products as the gateway loads them: only sound ones load.
  if (checked && options.databaseFile) {
    findings.push(...await recordedVersionFindings(options.schemasDir, options.databaseFile, { ...(codes ? { codes } : {}), checked: codes === undefined }));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warning');
  const what = options.codes.length > 0 ? options.codes.join(', ') : 'every product';
  if (errors.length > 0) process.stderr.write(`${errors.length} error(s):\n${printed(errors)}\n`);
  if (warnings.length > 0) process.stdout.write(`${warnings.length} warning(s):\n${printed(warnings)}\n`);
  process.stdout.write(`checked ${what} in ${seconds} s: ${errors.length} error(s), ${warnings.length} warning(s)\n`);
  if (errors.length > 0) return 1;
  const diagramsDir = join(dirname(options.schemasDir), 'docs', 'flows');
  const written = writeDiagrams(flowModels, loadProducts(options.schemasDir), diagramsDir);
  process.stdout.write(`wrote ${written.length} lifecycle diagrams to ${diagramsDir}\n`);
  return 0;
}

process.exitCode = await main();
