/**
 * Judges properties on an explored graph. Every verdict is one of: proved (on a complete exploration),
 * violated (with the shortest counterexample: the input and the events from it), or inconclusive (the
 * limit stopped the exploration before a proof, or a predicate threw).
 */
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import {
  activeStatePaths, type CanAlwaysReachProperty, type FlowProperty, type FlowStep, type NeverProperty, type NoDeadlockProperty,
} from '../../../flows/flow-model.js';
import type { ExploredEdge, Exploration } from './explore.js';

/** Most (snapshot, memory) pairs a path-memory property may visit. */
const MEMORY_LIMIT = 500_000;

export type PropertyStatus = 'proved' | 'violated' | 'inconclusive';

/** One event of a counterexample and where it left the machine. */
export interface CounterexampleStep {
  event: EventObject;
  value: StateValue | null;
  status: string;
}

/** How to break a property: start the machine with `input`, send `steps` in order. */
export interface Counterexample {
  inputIndex: number;
  input: unknown;
  steps: CounterexampleStep[];
  /** What is wrong at the end of the path. */
  note: string;
}

/** The verdict on one property. */
export interface PropertyResult {
  id: string;
  kind: FlowProperty['kind'] | 'no-error';
  description: string;
  status: PropertyStatus;
  counterexample?: Counterexample;
  /** For reachable-all: the state paths never entered. */
  unreached?: string[];
  /** Why a verdict is inconclusive, or what a violation without a path is about. */
  message?: string;
}

/** The built-in property every model gets. */
export const NO_ERROR_PROPERTY = {
  id: 'no-error',
  description: 'no guard, action or actor input throws, and every failing actor is handled',
} as const;

/** The edges of the shortest path to a node, first to last. */
export function pathTo(exploration: Exploration, nodeIndex: number): ExploredEdge[] {
  const edges: ExploredEdge[] = [];
  let edgeIndex = exploration.nodes[nodeIndex]!.parentEdge;
  while (edgeIndex !== null) {
    const edge = exploration.edges[edgeIndex]!;
    edges.unshift(edge);
    edgeIndex = exploration.nodes[edge.from]!.parentEdge;
  }
  return edges;
}

function counterexample(exploration: Exploration, inputIndex: number, edges: readonly ExploredEdge[], note: string): Counterexample {
  return {
    inputIndex,
    input: exploration.inputs[inputIndex],
    steps: edges.map((edge) => ({ event: edge.event, value: edge.next?.value ?? null, status: edge.next?.status ?? 'error' })),
    note,
  };
}

function stepOf(exploration: Exploration, edge: ExploredEdge): FlowStep {
  const prev = exploration.nodes[edge.from]!.snapshot;
  return { prev, event: edge.event, next: edge.next ?? prev, entered: edge.entered, actions: edge.actions, invoked: edge.invoked, scope: exploration.scope };
}

function inconclusiveIfIncomplete(exploration: Exploration, base: Omit<PropertyResult, 'status'>): PropertyResult {
  return exploration.complete
    ? { ...base, status: 'proved' }
    : { ...base, status: 'inconclusive', message: `the exploration stopped at the limit of ${exploration.limit} snapshots` };
}

/** No initial transition or step throws or leaves the machine in error. */
export function checkNoError(exploration: Exploration): PropertyResult {
  const base = { ...NO_ERROR_PROPERTY, kind: 'no-error' as const };
  const initial = exploration.initialErrors[0];
  if (initial) return { ...base, status: 'violated', counterexample: counterexample(exploration, initial.input, [], `starting threw: ${initial.error}`) };
  // Edges are recorded in breadth-first order, so the first failing one ends a shortest path.
  const failing = exploration.edges.find((edge) => edge.error !== null);
  if (failing) {
    const from = exploration.nodes[failing.from]!;
    return { ...base, status: 'violated', counterexample: counterexample(exploration, from.input, [...pathTo(exploration, from.index), failing], failing.error ?? '') };
  }
  return inconclusiveIfIncomplete(exploration, base);
}

/**
 * Every state path (but the excepted ones) entered in some exploration: the parts of a model checked
 * apart (`FlowModel.parts`) reach their states together.
 */
export function checkReachableAll(explorations: readonly Exploration[], property: Extract<FlowProperty, { kind: 'reachable-all' }>): PropertyResult {
  const except = new Set(property.except ?? []);
  const first = explorations[0]!;
  const unreached = first.allStatePaths.filter((path) => !except.has(path) && !explorations.some((exploration) => exploration.firstReached.has(path)));
  const base = { id: property.id, kind: property.kind, description: property.description };
  if (unreached.length === 0) return { ...base, status: 'proved' };
  const stopped = explorations.find((exploration) => !exploration.complete);
  return stopped === undefined
    ? { ...base, status: 'violated', unreached, message: `never entered: ${unreached.join(', ')}` }
    : { ...base, status: 'inconclusive', unreached, message: `the exploration stopped at the limit of ${stopped.limit} snapshots` };
}

/** From every node satisfying `from`, some node satisfying `target` is reachable. */
function checkCoReachable(
  exploration: Exploration,
  property: NoDeadlockProperty | CanAlwaysReachProperty<AnyMachineSnapshot>,
  target: (snapshot: AnyMachineSnapshot) => boolean,
  from: (snapshot: AnyMachineSnapshot) => boolean,
  note: string,
): PropertyResult {
  const base = { id: property.id, kind: property.kind, description: property.description };
  const incoming = exploration.nodes.map(() => [] as number[]);
  for (const edge of exploration.edges) if (edge.to !== null) incoming[edge.to]!.push(edge.from);
  const good = new Set<number>();
  const queue: number[] = [];
  try {
    for (const node of exploration.nodes) if (target(node.snapshot)) { good.add(node.index); queue.push(node.index); }
    for (let cursor = 0; cursor < queue.length; cursor += 1) {
      for (const source of incoming[queue[cursor]!]!) if (!good.has(source)) { good.add(source); queue.push(source); }
    }
    // Nodes are numbered in breadth-first order: the first stuck one has the shortest path.
    const stuck = exploration.nodes.find((node) => !good.has(node.index) && from(node.snapshot));
    if (!stuck) return inconclusiveIfIncomplete(exploration, base);
    if (!exploration.complete) return { ...base, status: 'inconclusive', message: `the exploration stopped at the limit of ${exploration.limit} snapshots` };
    return { ...base, status: 'violated', counterexample: counterexample(exploration, stuck.input, pathTo(exploration, stuck.index), note) };
  } catch (error) {
    return { ...base, status: 'inconclusive', message: `the property threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function checkNoDeadlock(exploration: Exploration, property: NoDeadlockProperty): PropertyResult {
  const resting = new Set(property.resting ?? []);
  const ends = (snapshot: AnyMachineSnapshot) =>
    snapshot.status === 'done' || activeStatePaths(snapshot.value).some((path) => resting.has(path));
  return checkCoReachable(exploration, property, ends, () => true, 'from here no final or resting state can be reached');
}

function checkCanAlwaysReach(exploration: Exploration, property: CanAlwaysReachProperty<AnyMachineSnapshot>): PropertyResult {
  const { scope } = exploration;
  return checkCoReachable(
    exploration, property,
    (snapshot) => property.target(snapshot, scope),
    (snapshot) => property.from?.(snapshot, scope) ?? true,
    'from here the target can no longer be reached',
  );
}

/**
 * No step satisfies `when`. With a path memory the search runs over (node, memory) pairs, breadth-first
 * from every initial node, so the first violation found ends a shortest path.
 */
function checkNever(exploration: Exploration, property: NeverProperty<AnyMachineSnapshot, unknown>): PropertyResult {
  const base = { id: property.id, kind: property.kind, description: property.description };
  interface Entry { node: number; memory: unknown; parent: number | null; edge: number | null; input: number }
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const push = (entry: Entry) => {
    const key = `${entry.node}|${JSON.stringify(entry.memory)}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push(entry);
  };
  /** The path to an entry: the input of its initial node and the edges from there. */
  const pathOf = (entryIndex: number): { input: number; edges: ExploredEdge[] } => {
    const edges: ExploredEdge[] = [];
    let at = entryIndex;
    for (let parent = entries[at]!.parent; parent !== null; at = parent, parent = entries[at]!.parent) {
      edges.unshift(exploration.edges[entries[at]!.edge!]!);
    }
    return { input: entries[at]!.input, edges };
  };
  try {
    // Starting the machine is the first step of every path: its entered states and actions are judged too.
    for (const initial of exploration.initialSteps) {
      const step: FlowStep = {
        prev: initial.snapshot, event: { type: 'xstate.init', input: exploration.inputs[initial.input] } as EventObject, next: initial.snapshot,
        entered: initial.entered, actions: initial.actions, invoked: initial.invoked, scope: exploration.scope,
      };
      const memory = property.memory?.initial;
      if (property.when(step, memory)) {
        return { ...base, status: 'violated', counterexample: counterexample(exploration, initial.input, [], 'starting the machine with this input is the step the property forbids') };
      }
      push({ node: initial.node, memory: property.memory ? property.memory.update(memory, step) : memory, parent: null, edge: null, input: initial.input });
    }
    for (let cursor = 0; cursor < entries.length; cursor += 1) {
      if (entries.length > MEMORY_LIMIT) {
        return { ...base, status: 'inconclusive', message: `more than ${MEMORY_LIMIT} (snapshot, memory) pairs` };
      }
      const entry = entries[cursor]!;
      for (const edgeIndex of exploration.nodes[entry.node]!.out) {
        const edge = exploration.edges[edgeIndex]!;
        if (edge.next === null) continue; // a throwing transition is the no-error property's to report
        const step = stepOf(exploration, edge);
        if (property.when(step, entry.memory)) {
          const path = pathOf(cursor);
          return { ...base, status: 'violated', counterexample: counterexample(exploration, path.input, [...path.edges, edge], 'the last step is the one the property forbids') };
        }
        if (edge.to === null) continue;
        const memory = property.memory ? property.memory.update(entry.memory, step) : entry.memory;
        push({ node: edge.to, memory, parent: cursor, edge: edgeIndex, input: entry.input });
      }
    }
  } catch (error) {
    return { ...base, status: 'inconclusive', message: `the property threw: ${error instanceof Error ? error.message : String(error)}` };
  }
  return inconclusiveIfIncomplete(exploration, base);
}

/** Judges one declared property. */
export function checkProperty(exploration: Exploration, property: FlowProperty): PropertyResult {
  switch (property.kind) {
    case 'reachable-all':
      return checkReachableAll([exploration], property);
    case 'no-deadlock':
      return checkNoDeadlock(exploration, property);
    case 'can-always-reach':
      return checkCanAlwaysReach(exploration, property as CanAlwaysReachProperty<AnyMachineSnapshot>);
    case 'never':
      return checkNever(exploration, property as NeverProperty<AnyMachineSnapshot, unknown>);
  }
}
