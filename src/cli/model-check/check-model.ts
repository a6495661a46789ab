/**
 * Checks models: for each model, every scope it applies to (each product of the manifest that uses it,
 * its variants, or once when it does not depend on a product), explored and judged property by property.
 */
import type { AnyFlowModel, ModelProduct, ModelScope } from '../../../flows/flow-model.js';
import { checkNoError, checkProperty, pathTo, type PropertyResult } from './check-properties.js';
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

/** Explores one run and judges the built-in no-error property and every declared one. */
export function checkRun(run: ModelRun): ModelCheckResult {
  const started = performance.now();
  const exploration = explore(run.model, run.scope);
  const properties = [checkNoError(exploration), ...run.model.properties.map((property) => checkProperty(exploration, property))];
  const unreached = exploration.allStatePaths.filter((path) => !exploration.firstReached.has(path));
  return {
    machine: run.model.id,
    product: run.scope.product?.code ?? null,
    variant: run.variant,
    states: { reached: exploration.allStatePaths.length - unreached.length, total: exploration.allStatePaths.length, unreached },
    snapshots: exploration.nodes.length,
    transitions: exploration.edges.length,
    paths: replayPaths(exploration).length,
    complete: exploration.complete,
    properties,
    ms: performance.now() - started,
    ok: properties.every((property) => property.status === 'proved'),
  };
}

/** Checks every model in every scope it applies to, in order. */
export function checkModels(models: readonly AnyFlowModel[], products: readonly ModelProduct[]): ModelCheckResult[] {
  return models.flatMap((model) => runsOf(model, products).map((run) => checkRun(run)));
}
