/**
 * `npm run model-check [-- [--json] [--mermaid] [--mermaid-dir <dir>] [machine files...]]`
 *
 * Explores every lifecycle machine of flows/ for every product whose definition uses it (and once for
 * machines that do not depend on a product), proves the properties of flows/properties.ts, prints one
 * row per machine x product and the shortest counterexample of every violation, and exits 1 unless
 * every property is proved. Extra files are checked too: a tester's own machine or model
 * (docs/testing-flows.md). `--json` prints the report for tools; `--mermaid` also writes a diagram per
 * machine to docs/flows/.
 */
import { fileURLToPath } from 'node:url';
import { flowModels } from '../../flows/properties.js';
import type { AnyFlowModel } from '../../flows/flow-model.js';
import { checkModels } from './model-check/check-model.js';
import { formatReport, jsonReport } from './model-check/format-report.js';
import { loadModelFile } from './model-check/load-model-files.js';
import { loadProducts } from './model-check/load-products.js';
import { writeDiagrams } from './model-check/write-diagrams.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface Options { json: boolean; mermaidDir: string | null; files: string[] }

const USAGE = 'usage: model-check [--json] [--mermaid] [--mermaid-dir <dir>] [machine files...]';

function parseArgs(args: readonly string[]): Options {
  const options: Options = { json: false, mermaidDir: null, files: [] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--mermaid') options.mermaidDir ??= `${repoRoot}docs/flows`;
    else if (arg === '--mermaid-dir') {
      const dir = args[index + 1];
      if (dir === undefined) throw new Error('--mermaid-dir needs a directory');
      options.mermaidDir = dir;
      index += 1;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.files.push(arg);
  }
  return options;
}

async function main(): Promise<number> {
  let options: Options;
  let models: AnyFlowModel[];
  try {
    options = parseArgs(process.argv.slice(2));
    models = [...flowModels];
    for (const file of options.files) models.push(...(await loadModelFile(file)));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const products = loadProducts(`${repoRoot}schemas`);
  const started = performance.now();
  const results = checkModels(models, products);
  const totalMs = performance.now() - started;
  if (options.json) process.stdout.write(`${JSON.stringify(jsonReport(results, totalMs), null, 2)}\n`);
  else process.stdout.write(`${formatReport(results, totalMs)}\n`);
  if (options.mermaidDir !== null) {
    const written = writeDiagrams(models, products, options.mermaidDir);
    if (!options.json) process.stdout.write(`wrote ${written.length} diagrams to ${options.mermaidDir}\n`);
  }
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main();
