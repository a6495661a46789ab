/**
 * `npm run rates -- export <CODE> <file.csv> [--schemas <dir>]` and
 * `npm run rates -- import <CODE> <file.csv> [--schemas <dir>]`
 *
 * Rates as spreadsheets: export writes a product's rate table (rates.json `table` and `bands`) as one CSV
 * file, bands across the first row and the plan (and column, such as the area) down the first columns;
 * import reads such a file back into rates.json, formatted, keeping every other setting. A cell that is
 * not an amount is named with its line and column and nothing is written. Importing an unchanged file
 * leaves rates.json as it was. After a change it runs the product check and the bump check
 * (docs/adding-a-product.md): a product on sale whose rates changed must raise its `version`.
 * Exits 1 on a refused file or a finding, 2 on a wrong command line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkProducts, formatFinding } from '../engine/products/check/index.js';
import { gridCells, ratesGrid, tableFromCells } from '../engine/products/rates-grid.js';
import type { RatesTable } from '../engine/products/rates-types.js';
import { gitVersionFindings } from './products-check/git-versions.js';
import { formatRatesJson } from './rates/format-rates.js';
import { cellsToCsv, csvToCells } from './rates/rates-csv.js';

const USAGE = 'usage: rates (export|import) <CODE> <file.csv> [--schemas <dir>]';

interface Command {
  action: 'export' | 'import';
  code: string;
  csvFile: string;
  schemasDir: string;
}

function parseArgs(args: readonly string[]): Command {
  const positional: string[] = [];
  let schemas = 'schemas';
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--schemas') {
      const value = args[index + 1];
      if (value === undefined) throw new Error('--schemas needs a folder');
      schemas = value;
      index += 1;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [action, code, csvFile] = positional;
  if ((action !== 'export' && action !== 'import') || !code || !csvFile || positional.length !== 3) throw new Error('expected export or import, a product code and a CSV file');
  return { action, code, csvFile: resolve(csvFile), schemasDir: resolve(schemas) };
}

function run(command: Command): number {
  const ratesFile = join(command.schemasDir, 'products', command.code, 'rates.json');
  let rates: RatesTable;
  try {
    rates = JSON.parse(readFileSync(ratesFile, 'utf8')) as RatesTable;
  } catch (error) {
    process.stderr.write(`cannot read ${ratesFile}: ${(error as Error).message} (npm run products:check ${command.code} names what is wrong)\n`);
    return 1;
  }
  if (command.action === 'export') {
    writeFileSync(command.csvFile, cellsToCsv(gridCells(ratesGrid(rates))));
    process.stdout.write(`wrote the rates of ${command.code} to ${command.csvFile}\n`);
    return 0;
  }
  const read = csvToCells(readFileSync(command.csvFile, 'utf8'));
  if ('message' in read) {
    process.stderr.write(`${command.csvFile} line ${read.line}: ${read.message}\n`);
    return 1;
  }
  const imported = tableFromCells(rates, read.cells);
  if ('problems' in imported) {
    const lines = imported.problems.map((problem) => `  ${command.csvFile} line ${problem.line}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`);
    process.stderr.write(`${imported.problems.length} problem(s), rates.json not changed:\n${lines.join('\n')}\n`);
    return 1;
  }
  if (JSON.stringify(imported.rates) === JSON.stringify(rates)) {
    process.stdout.write(`the rates of ${command.code} are unchanged\n`);
    return 0;
  }
  writeFileSync(ratesFile, formatRatesJson(imported.rates));
  process.stdout.write(`wrote ${ratesFile}\n`);
  const findings = [...checkProducts(command.schemasDir, [command.code]).findings, ...gitVersionFindings(command.schemasDir, [command.code])]
    .filter((finding) => finding.severity === 'error');
  if (findings.length > 0) {
    process.stderr.write(`${findings.length} error(s):\n${findings.map((finding) => `  ${formatFinding(finding)}`).join('\n')}\n`);
    return 1;
  }
  return 0;
}

function main(): number {
  try {
    return run(parseArgs(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
}

process.exitCode = main();
