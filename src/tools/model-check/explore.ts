/**
 * Breadth-first exploration of a machine with xstate's pure transitions (`getInitialMicrosteps`, and
 * the machine's `microstep` with an actor scope that only records): nothing runs, no actor starts, no
 * timer fires. Invoked
 * actors answer through the explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events the
 * model declares, delayed transitions through their `xstate.after.<delay>.<state id>` events, and the
 * screens through the model's event payloads. Snapshots are identified by state value plus the model's
 * key (the context guards read), explored once each, up to the model's limit.
 *
 * Breadth-first order means the parent chain of every node is a shortest path to it: counterexamples
 * built from it are shortest.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors, createEmptyActor, getInitialMicrosteps,
  type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject,
} from 'xstate';
import { activeStatePaths, type ActorResults, type AnyFlowModel, type InvokedActor, type ModelScope, type StepAction } from '../../../flows/flow-model.js';

/** Default most snapshots per exploration. */
export const DEFAULT_LIMIT = 20_000;

/** One distinct snapshot. */
export interface ExploredNode {
  index: number;
  key: string;
  snapshot: AnyMachineSnapshot;
  /** Which of the model's inputs the path starts from. */
  input: number;
  /** The edge that first reached this node (null for an initial snapshot); its chain is a shortest path. */
  parentEdge: number | null;
  depth: number;
  /** Outgoing edges, in exploration order. */
  out: number[];
}

/** One transition taken from a node. */
export interface ExploredEdge {
  index: number;
  from: number;
  /** The node reached; null when the transition threw or left the machine in error. */
  to: number | null;
  event: EventObject;
  next: AnyMachineSnapshot | null;
  entered: string[];
  actions: StepAction[];
  invoked: InvokedActor[];
  /** What went wrong when `to` is null. */
  error: string | null;
}

/** Starting the machine with one input: the states entered and the actions asked for on the way in. */
export interface InitialStep {
  input: number;
  node: number;
  snapshot: AnyMachineSnapshot;
  entered: string[];
  actions: StepAction[];
  invoked: InvokedActor[];
}

/** The explored graph of one machine in one scope. */
export interface Exploration {
  machine: AnyStateMachine;
  scope: ModelScope;
  inputs: readonly unknown[];
  nodes: ExploredNode[];
  edges: ExploredEdge[];
  /** The initial transition of each input that started cleanly: properties judge it like any step. */
  initialSteps: InitialStep[];
  /** Failures before any event: an input whose initial transition throws. */
  initialErrors: { input: number; error: string }[];
  /** Every state path of the machine (dotted, root excluded). */
  allStatePaths: string[];
  /** Where each reached state path was first entered: a node, or an edge (for transient states). */
  firstReached: Map<string, { node: number } | { edge: number }>;
  /** False when the limit stopped the exploration. */
  complete: boolean;
  limit: number;
}

/** Dotted paths of every state node under the root. */
export function statePathsOf(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] =>
    Object.values(node.states).flatMap((child) => [child.path.join('.'), ...walk(child)]);
  return walk(machine.root);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * An actor scope that runs nothing and records the actions a transition asks for. xstate's own pure
 * functions build a fresh actor per call; one scope per exploration is several times faster.
 */
function recordingScope(): { scope: AnyActorScope; take(): unknown[] } {
  const self = createEmptyActor();
  let recorded: unknown[] = [];
  const scope = {
    self, id: '', sessionId: 'model-check', logger: () => undefined, defer: () => undefined,
    system: (self as unknown as { system: unknown }).system, stopChild: () => undefined, emit: () => undefined,
    actionExecutor: (action: unknown) => { recorded.push(action); },
  } as unknown as AnyActorScope;
  return { scope, take: () => { const actions = recorded; recorded = []; return actions; } };
}

/** The declared (non built-in) actions among executed ones, with their resolved params. */
function declaredActions(actions: readonly unknown[]): StepAction[] {
  return actions
    .map((action) => action as { type: string; params?: unknown })
    .filter((action) => typeof action.type === 'string' && !action.type.startsWith('xstate.'))
    .map((action) => ({ type: action.type, params: action.params }));
}

/** The actors started among executed actions, with their inputs. */
function invokedActors(actions: readonly unknown[]): InvokedActor[] {
  return actions
    .map((action) => action as { type: string; params?: { id?: unknown; input?: unknown } })
    .filter((action) => action.type === 'xstate.spawnChild' && typeof action.params?.id === 'string')
    .map((action) => ({ id: action.params!.id as string, input: action.params!.input }));
}

/** The state paths entered along microsteps, starting from the active paths of `before`. */
function enteredPaths(before: readonly string[], steps: readonly AnyMachineSnapshot[]): string[] {
  const entered: string[] = [];
  let previous = new Set(before);
  for (const snapshot of steps) {
    const current = activeStatePaths(snapshot.value);
    for (const path of current) if (!previous.has(path) && !entered.includes(path)) entered.push(path);
    previous = new Set(current);
  }
  return entered;
}

/** The events to offer a snapshot: its handled user events, after-events, and its running actors' results. */
export function eventsFor(
  snapshot: AnyMachineSnapshot,
  userEvents: readonly EventObject[],
  actors: Readonly<Record<string, ActorResults>>,
): EventObject[] {
  const events: EventObject[] = [];
  for (const type of ownEventDescriptors(snapshot) as string[]) {
    if (type === '*' || type.endsWith('.*')) continue;
    if (type.startsWith('xstate.after.')) {
      events.push({ type });
      continue;
    }
    if (type.startsWith('xstate.')) continue;
    const variants = userEvents.filter((event) => event.type === type);
    events.push(...(variants.length > 0 ? variants : [{ type }]));
  }
  // Every running actor can succeed or fail, whether or not the state handles it: an unhandled failure is a bug to report.
  for (const actorId of Object.keys(snapshot.children as Record<string, unknown>)) {
    const results = actors[actorId] ?? {};
    for (const output of results.outputs ?? [undefined]) events.push({ type: `xstate.done.actor.${actorId}`, output, actorId } as EventObject);
    for (const error of results.errors ?? [new Error(`${actorId} failed`)]) events.push({ type: `xstate.error.actor.${actorId}`, error, actorId } as EventObject);
  }
  return events;
}

/** Explores the model's machine in one scope. */
export function explore(model: AnyFlowModel, scope: ModelScope): Exploration {
  const machine = model.machine(scope);
  const inputs = model.inputs?.(scope) ?? [undefined];
  const userEvents = model.events?.(scope) ?? [];
  const actors = model.actors?.(scope) ?? {};
  const limit = model.limit ?? DEFAULT_LIMIT;
  const keyOf = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify([snapshot.value, snapshot.status, model.key ? model.key(snapshot) : snapshot.context]);

  const exploration: Exploration = {
    machine, scope, inputs, nodes: [], edges: [], initialSteps: [], initialErrors: [],
    allStatePaths: statePathsOf(machine), firstReached: new Map(), complete: true, limit,
  };
  const byKey = new Map<string, number>();
  const reach = (paths: readonly string[], at: { node: number } | { edge: number }) => {
    for (const path of paths) if (!exploration.firstReached.has(path)) exploration.firstReached.set(path, at);
  };
  /** The node for a snapshot, added (and queued) when new; null once the limit is reached. */
  const nodeFor = (snapshot: AnyMachineSnapshot, input: number, parentEdge: number | null, depth: number): number | null => {
    const key = keyOf(snapshot);
    const known = byKey.get(key);
    if (known !== undefined) return known;
    if (exploration.nodes.length >= limit) {
      exploration.complete = false;
      return null;
    }
    const index = exploration.nodes.length;
    exploration.nodes.push({ index, key, snapshot, input, parentEdge, depth, out: [] });
    byKey.set(key, index);
    return index;
  };

  inputs.forEach((input, inputIndex) => {
    try {
      const microsteps: [AnyMachineSnapshot, unknown[]][] = getInitialMicrosteps(machine, input);
      const initial = microsteps[microsteps.length - 1]?.[0];
      if (!initial) throw new Error('no initial snapshot');
      if (initial.status === 'error') throw initial.error;
      const node = nodeFor(initial, inputIndex, null, 0);
      if (node === null) return;
      const entered = enteredPaths([], microsteps.map(([snapshot]) => snapshot));
      const actions = microsteps.flatMap(([, stepActions]) => stepActions);
      reach(entered, { node });
      exploration.initialSteps.push({ input: inputIndex, node, snapshot: initial, entered, actions: declaredActions(actions), invoked: invokedActors(actions) });
    } catch (error) {
      exploration.initialErrors.push({ input: inputIndex, error: describeError(error) });
    }
  });

  const recorder = recordingScope();
  for (let cursor = 0; cursor < exploration.nodes.length; cursor += 1) {
    const node = exploration.nodes[cursor]!;
    if (node.snapshot.status !== 'active') continue;
    const before = activeStatePaths(node.snapshot.value);
    for (const event of eventsFor(node.snapshot, userEvents, actors)) {
      const edgeIndex = exploration.edges.length;
      const edge: ExploredEdge = { index: edgeIndex, from: node.index, to: null, event, next: null, entered: [], actions: [], invoked: [], error: null };
      try {
        recorder.take();
        const microsteps: AnyMachineSnapshot[] = machine.microstep(node.snapshot, event, recorder.scope);
        const actions = recorder.take();
        const next: AnyMachineSnapshot = microsteps[microsteps.length - 1] ?? node.snapshot;
        // xstate hands back the same snapshot when no transition is enabled (unhandled, or a guard said no): not an edge.
        if (next === node.snapshot) continue;
        edge.next = next;
        edge.entered = enteredPaths(before, microsteps);
        edge.actions = declaredActions(actions);
        edge.invoked = invokedActors(actions);
        if (next.status === 'error') edge.error = `the machine stopped in error: ${describeError(next.error)}`;
        else edge.to = nodeFor(next, node.input, edgeIndex, node.depth + 1);
        if (edge.to === null && edge.error === null) continue; // over the limit: left unexplored
      } catch (error) {
        edge.error = `the transition threw: ${describeError(error)}`;
      }
      exploration.edges.push(edge);
      node.out.push(edgeIndex);
      reach(edge.entered, { edge: edgeIndex });
    }
  }
  return exploration;
}
