/**
 * Checks models: for each model, every scope it applies to (each product of the manifest that uses it,
 * its variants, or once when it does not depend on a product), explored and judged property by property.
 */
import type { AnyFlowModel, ModelProduct, ModelScope } from '../../../flows/flow-model.js';
import { checkNoError, checkProperty, checkReachableAll, pathTo, type PropertyResult } from './check-properties.js';
import { explore, type ExploredEdge, type Exploration } from './explore.js';

/** The result of one machine x product row. */
export interface ModelCheckResult {
  machine: string;
  /** The product code, or null for a machine that does not depend on a product. */
  product: string | null;
  /** True for a synthetic definition of the model (a flow option no product uses yet). */
  variant: boolean;
  states: { reached: number; total: number; unreached: string[] };
  /** Distinct snapshots (state value plus the model's key). */
  snapshots: number;
  /** Transitions explored between snapshots. */
  transitions: number;
  /** Shortest paths from a start that together enter every reached leaf state (the replay suite). */
  paths: number;
  /** False when the limit stopped the exploration. */
  complete: boolean;
  properties: PropertyResult[];
  /** Wall time of exploration and judgement, in milliseconds. */
  ms: number;
  /** Every property proved. */
  ok: boolean;
  /**
   * The product whose graph this row shares (an equal `shape`, explored and proved once), or null when
   * this row was explored itself; a shared row is not counted again in the totals of explored work.
   */
  exploredAs: string | null;
}

/** One scope a model applies to. */
export interface ModelRun {
  model: AnyFlowModel;
  scope: ModelScope;
  variant: boolean;
}

/** The scopes a model applies to, given the products on sale. */
export function runsOf(model: AnyFlowModel, products: readonly ModelProduct[]): ModelRun[] {
  if (!model.products) return [{ model, scope: { product: null, products }, variant: false }];
  const { uses, variants = [] } = model.products;
  return [
    ...products.filter((product) => uses(product)).map((product) => ({ model, scope: { product, products }, variant: false })),
    ...variants.map((product) => ({ model, scope: { product, products }, variant: true })),
  ];
}

/** A shortest path from a start, as the input index and the edges. */
export interface ReplayPath {
  input: number;
  edges: ExploredEdge[];
}

/**
 * Shortest paths that together enter every reached leaf state: one per leaf, minus those that are a
 * prefix of another. A conformance replay runs exactly these against a live gateway.
 */
export function replayPaths(exploration: Exploration): ReplayPath[] {
  const leaves = new Set(exploration.allStatePaths.filter((path) => !exploration.allStatePaths.some((other) => other.startsWith(`${path}.`))));
  const candidates: ReplayPath[] = [];
  for (const [path, at] of exploration.firstReached) {
    if (!leaves.has(path)) continue;
    if ('node' in at) {
      const node = exploration.nodes[at.node]!;
      candidates.push({ input: node.input, edges: pathTo(exploration, node.index) });
    } else {
      const edge = exploration.edges[at.edge]!;
      const from = exploration.nodes[edge.from]!;
      candidates.push({ input: from.input, edges: [...pathTo(exploration, from.index), edge] });
    }
  }
  const isPrefix = (short: ReplayPath, long: ReplayPath) =>
    short !== long && short.input === long.input && short.edges.length <= long.edges.length && short.edges.every((edge, index) => long.edges[index] === edge);
  const distinct = candidates.filter((path, index) => candidates.findIndex((other) => other.input === path.input && other.edges.length === path.edges.length && other.edges.every((edge, i) => path.edges[i] === edge)) === index);
  return distinct.filter((path) => !distinct.some((other) => other.edges.length > path.edges.length && isPrefix(path, other)));
}

/**
 * One property's verdicts over the parts of a run, as one: the violation with the shortest
 * counterexample, else the first inconclusive verdict, else proved.
 */
function mergeVerdicts(verdicts: readonly PropertyResult[]): PropertyResult {
  const length = (verdict: PropertyResult) => verdict.counterexample?.steps.length ?? Number.POSITIVE_INFINITY;
  const violated = verdicts.filter((verdict) => verdict.status === 'violated');
  if (violated.length > 0) return violated.reduce((best, verdict) => (length(verdict) < length(best) ? verdict : best));
  return verdicts.find((verdict) => verdict.status === 'inconclusive') ?? verdicts[0]!;
}

/** Explores one run (each of its parts) and judges the built-in no-error property and every declared one. */
export function checkRun(run: ModelRun): ModelCheckResult {
  const started = performance.now();
  const parts = run.model.parts?.(run.scope) ?? [];
  const explorations = (parts.length > 0 ? parts : [run.scope]).map((scope) => explore(run.model, scope));
  const properties = [
    mergeVerdicts(explorations.map((exploration) => checkNoError(exploration))),
    ...run.model.properties.map((property) => (property.kind === 'reachable-all'
      ? checkReachableAll(explorations, property)
      : mergeVerdicts(explorations.map((exploration) => checkProperty(exploration, property))))),
  ];
  const allStatePaths = explorations[0]!.allStatePaths;
  const unreached = allStatePaths.filter((path) => !explorations.some((exploration) => exploration.firstReached.has(path)));
  const sum = (count: (exploration: Exploration) => number) => explorations.reduce((total, exploration) => total + count(exploration), 0);
  return {
    machine: run.model.id,
    product: run.scope.product?.code ?? null,
    variant: run.variant,
    states: { reached: allStatePaths.length - unreached.length, total: allStatePaths.length, unreached },
    snapshots: sum((exploration) => exploration.nodes.length),
    transitions: sum((exploration) => exploration.edges.length),
    paths: sum((exploration) => replayPaths(exploration).length),
    complete: explorations.every((exploration) => exploration.complete),
    properties,
    ms: performance.now() - started,
    ok: properties.every((property) => property.status === 'proved'),
    exploredAs: null,
  };
}

/**
 * Checks runs in order. Runs of one model whose products have equal shapes (`products.shape`) share one
 * exploration and its verdicts; when the shared verdicts are not all proved, each such run is checked
 * on its own, so every counterexample shows its own product.
 */
export function checkRuns(runs: readonly ModelRun[]): ModelCheckResult[] {
  const shared = new Map<AnyFlowModel, Map<string, ModelCheckResult>>();
  return runs.map((run) => {
    const product = run.scope.product;
    const shapeOf = run.model.products?.shape;
    if (product === null || shapeOf === undefined) return checkRun(run);
    const byShape = shared.get(run.model) ?? new Map<string, ModelCheckResult>();
    shared.set(run.model, byShape);
    const shape = JSON.stringify(shapeOf(product));
    const known = byShape.get(shape);
    if (known === undefined) {
      const result = checkRun(run);
      byShape.set(shape, result);
      return result;
    }
    if (!known.ok) return checkRun(run);
    return { ...known, product: product.code, variant: run.variant, ms: 0, exploredAs: known.product };
  });
}

/** Checks every model in every scope it applies to, in order. */
export function checkModels(models: readonly AnyFlowModel[], products: readonly ModelProduct[]): ModelCheckResult[] {
  return checkRuns(models.flatMap((model) => runsOf(model, products)));
}
