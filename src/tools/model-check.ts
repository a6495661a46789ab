/**
 * `npm run model-check [-- [--json] [--mermaid] [--mermaid-dir <dir>] [--machine <ids>] [--product <codes>] [machine files...]]`
 *
 * Explores every lifecycle machine of flows/ for every product whose definition uses it (and once for
 * machines that do not depend on a product), proves the properties of flows/models.ts, prints one
 * row per machine x product and the shortest counterexample of every violation (once for all the
 * products it fails for), and exits 1 unless every property is proved. Extra files are checked too: a
 * tester's own machine or model, or a copy of a flows/ machine file as it is (docs/testing-flows.md). `--machine` and `--product` (repeatable, or
 * comma lists) check a subset. `--json` prints the report for tools, with `figures` at its top level
 * (CPU and wall time, runs, states, transitions, properties) for `npm run bench`; `--mermaid` also
 * writes a diagram per machine to docs/flows/.
 */
import { fileURLToPath } from 'node:url';
import { flowModels } from '../../flows/models.js';
import type { AnyFlowModel, ModelProduct } from '../../flows/flow-model.js';
import { ProductsCheckError } from '../engine/products/check/index.js';
import { checkRuns, type ModelRun } from './model-check/check-model.js';
import { figuresOf, formatReport, jsonReport } from './model-check/format-report.js';
import { loadModelFile } from './model-check/load-model-files.js';
import { loadProducts } from './model-check/load-products.js';
import { selectRuns, splitNames } from './model-check/select-runs.js';
import { writeDiagrams } from './model-check/write-diagrams.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface Options { json: boolean; mermaidDir: string | null; files: string[]; machines: string[]; products: string[] }

const USAGE = 'usage: model-check [--json] [--mermaid] [--mermaid-dir <dir>] [--machine <id>[,<id>...]]... [--product <code>[,<code>...]]... [machine files...]';

function parseArgs(args: readonly string[]): Options {
  const options: Options = { json: false, mermaidDir: null, files: [], machines: [], products: [] };
  const valueOf = (index: number, what: string): string => {
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${args[index]!} needs ${what}`);
    return value;
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--mermaid') options.mermaidDir ??= `${repoRoot}docs/flows`;
    else if (arg === '--mermaid-dir') {
      options.mermaidDir = valueOf(index, 'a directory');
      index += 1;
    } else if (arg === '--machine' || arg === '--product') {
      (arg === '--machine' ? options.machines : options.products).push(...splitNames([valueOf(index, 'a name or a comma list')]));
      index += 1;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.files.push(arg);
  }
  return options;
}

async function main(): Promise<number> {
  let options: Options;
  let models: AnyFlowModel[];
  let runs: ModelRun[];
  let products: ModelProduct[];
  try {
    products = loadProducts(`${repoRoot}schemas`);
  } catch (error) {
    if (!(error instanceof ProductsCheckError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  try {
    options = parseArgs(process.argv.slice(2));
    models = [...flowModels];
    for (const file of options.files) models.push(...(await loadModelFile(file, flowModels)));
    runs = selectRuns(models, products, options);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const started = performance.now();
  const results = checkRuns(runs);
  const totalMs = performance.now() - started;
  // The whole process, loading the machines included: what a run of the command costs.
  const cpu = process.cpuUsage();
  const figures = figuresOf(results, { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() });
  if (options.json) process.stdout.write(`${JSON.stringify(jsonReport(results, totalMs, figures), null, 2)}\n`);
  else process.stdout.write(`${formatReport(results, totalMs)}\n${JSON.stringify({ figures })}\n`);
  if (options.mermaidDir !== null) {
    const written = writeDiagrams(models, products, options.mermaidDir);
    if (!options.json) process.stdout.write(`wrote ${written.length} diagrams to ${options.mermaidDir}\n`);
  }
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main();
