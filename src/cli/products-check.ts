/**
 * `npm run products:check [-- [--schemas <dir>] [CODE...]]`
 *
 * Checks the product data (every product of the manifest, or the codes given) with the one check the
 * gateway, the build, the tests and the model check use, and prints each error as
 * `schemas/products/TPS/rates.json line 14: <what is wrong and what was expected>`, the warnings apart,
 * and how long it took. When there is no error it regenerates the lifecycle diagrams of docs/flows/
 * (beside the schemas folder), so a new or changed product never leaves a stale diagram behind.
 * Exits 1 on any error, 2 on a wrong command line.
 */
import { dirname, join, resolve } from 'node:path';
import { flowModels } from '../../flows/properties.js';
import { checkProducts, formatFinding, type Finding } from '../engine/products/check/index.js';
import { loadProducts } from './model-check/load-products.js';
import { writeDiagrams } from './model-check/write-diagrams.js';

const USAGE = 'usage: products:check [--schemas <dir>] [CODE...]';

function parseArgs(args: readonly string[]): { schemasDir: string; codes: string[] } {
  let schemasDir = 'schemas';
  const codes: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--schemas') {
      const value = args[index + 1];
      if (value === undefined) throw new Error('--schemas needs a folder');
      schemasDir = value;
      index += 1;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else codes.push(arg);
  }
  return { schemasDir: resolve(schemasDir), codes };
}

function printed(findings: readonly Finding[]): string {
  return findings.map((finding) => `  ${formatFinding(finding)}`).join('\n');
}

function main(): number {
  let options: { schemasDir: string; codes: string[] };
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const started = performance.now();
  const { findings } = checkProducts(options.schemasDir, options.codes.length > 0 ? options.codes : undefined);
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

process.exitCode = main();
