/**
 * Which machine x product runs to check (`--machine` and `--product`, each repeatable or a comma list),
 * so a tester can check one machine, or one product, alone.
 */
import type { AnyFlowModel, ModelProduct } from '../../../flows/flow-model.js';
import { runsOf, type ModelRun } from './check-model.js';

/** The names asked for; an empty list selects everything. */
export interface RunSelection {
  machines: readonly string[];
  products: readonly string[];
}

/** A name that matches no machine or product; its message lists the known ones. */
export class UnknownSelection extends Error {}

/** Names from repeated options and comma lists (`--product TPS,THM --product MTV`). */
export function splitNames(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',')).map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * The runs selected: models named by `--machine` (all when none), their runs for the products named by
 * `--product` (all when none). A machine that does not depend on a product is kept with `--product`
 * only when `--machine` names it. Throws UnknownSelection for a name nothing matches.
 */
export function selectRuns(models: readonly AnyFlowModel[], products: readonly ModelProduct[], selection: RunSelection): ModelRun[] {
  const knownMachines = models.map((model) => model.id);
  const unknownMachines = selection.machines.filter((name) => !knownMachines.includes(name));
  if (unknownMachines.length > 0) {
    throw new UnknownSelection(`unknown machine ${unknownMachines.join(', ')}; known machines: ${[...new Set(knownMachines)].join(', ')}`);
  }
  const chosen = selection.machines.length === 0 ? models : models.filter((model) => selection.machines.includes(model.id));
  const runs = chosen.flatMap((model) => runsOf(model, products));
  const knownProducts = [...new Set(runs.flatMap((run) => (run.scope.product ? [run.scope.product.code] : [])))];
  const unknownProducts = selection.products.filter((code) => !knownProducts.includes(code));
  if (unknownProducts.length > 0) {
    throw new UnknownSelection(`unknown product ${unknownProducts.join(', ')}; known products: ${knownProducts.length > 0 ? knownProducts.join(', ') : '(none: these machines do not depend on a product)'}`);
  }
  if (selection.products.length === 0) return runs;
  return runs.filter((run) => (run.scope.product === null
    ? selection.machines.includes(run.model.id)
    : selection.products.includes(run.scope.product.code)));
}
