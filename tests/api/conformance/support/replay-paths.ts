/**
 * The machinery every conformance replay shares: the model checker's replay suite of a
 * machine in one scope (`replayPaths`: the shortest paths that together enter every leaf state), named by
 * their event sequences; a plan per path (how to arrange the live gateway so the real actors answer as the
 * path says, or why a healthy gateway cannot); and the run itself: the path's user events are sent to the
 * machine running with the real actors, whose results are not injected but produced by the real calls,
 * and the macrosteps the machine takes must be exactly the ones the model predicts. A mismatch names the
 * path; every path left out is printed with its reason.
 *
 * A model may offer answers a healthy gateway never gives (the spec's API answers more than the
 * reference gateway does, and a sample is offered wherever its actor runs): when the shortest path to a
 * state needs one, the state is replayed through the shortest explored path the gateway can produce
 * (a detour), and every state the model reaches must be entered by some replayed path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import { outputOf, type AnyFlowModel, type ModelScope } from '../../../../flows/flow-model.js';
import { replayPaths, type ReplayPath } from '../../../../src/tools/model-check/check-model.js';
import { pathTo } from '../../../../src/tools/model-check/check-properties.js';
import { explore, type ExploredEdge, type Exploration } from '../../../../src/tools/model-check/explore.js';

export type { ReplayPath };

/** Most partial paths a detour search holds at once (the explored graphs are small; this bounds a big one). */
const DETOUR_FRONTIER = 50_000;

/** How long a replay waits for the machine to take its next step (each step is at most a few calls). */
const SETTLE_MS = 10_000;

/** Why a healthy gateway cannot make the real actors answer as the path says. */
export interface NotReplayable {
  notReplayable: string;
}

export function notReplayable(reason: string): NotReplayable {
  return { notReplayable: reason };
}

/** The output fields guards tell apart, shown in path names after the actor result they belong to. */
const OUTCOME_FIELDS = ['step', 'status', 'released', 'renewable', 'haveMts', 'have', 'succ', 'tipCode', 'tipType'] as const;

/** What tells an actor's sample outputs apart (the fields the machine's guards read). */
function outcome(event: EventObject): string {
  if (!event.type.startsWith('xstate.done.actor.')) return '';
  const output = outputOf(event);
  if (output === null) return '(null)';
  if (typeof output !== 'object' || output === undefined) return '';
  const shown = OUTCOME_FIELDS.filter((field) => field in output)
    .map((field) => `${field}=${String((output as Record<string, unknown>)[field])}`);
  return shown.length > 0 ? `(${shown.join(', ')})` : '';
}

/** The path as its input and events, for test names and failure messages. */
function describePath(inputs: readonly unknown[], path: ReplayPath): string {
  const events = path.edges.map((edge) => `${edge.event.type.replace(/^xstate\./, '')}${outcome(edge.event)}`);
  return `${JSON.stringify(inputs[path.input])}: ${events.length > 0 ? events.join(' > ') : '(initial state)'}`;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${SETTLE_MS} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One run of a path: the machine with the real actors provided, its input, and the events to send. */
export interface PathRun {
  machine: AnyStateMachine;
  input: unknown;
  /** The event to send for a user event of the path (real payloads: the right phone, the code sent, the form). */
  userEvent(event: EventObject): EventObject | Promise<EventObject>;
}

/**
 * Starts the machine and sends the path's user events, each once the machine has taken every step
 * before it (the actor results come from the real calls). Returns the state values the machine took,
 * one per event of the path; a shorter record means it stopped or waited on a call for too long.
 */
async function drive(run: PathRun, path: ReplayPath): Promise<StateValue[]> {
  const actor = createActor(run.machine, { input: run.input });
  const observed: StateValue[] = [];
  let recording = false;
  actor.subscribe({ next: (snapshot) => { if (recording) observed.push(snapshot.value); }, error: () => undefined });
  actor.start();
  recording = true;
  try {
    for (const [index, edge] of path.edges.entries()) {
      if (edge.event.type.startsWith('xstate.')) continue;
      await until(() => observed.length >= index || actor.getSnapshot().status !== 'active', `step ${index} before ${edge.event.type}`);
      if (observed.length !== index) break; // diverged already: the comparison reports it
      actor.send(await run.userEvent(edge.event));
    }
    await until(() => observed.length >= path.edges.length || actor.getSnapshot().status !== 'active', `${path.edges.length} steps`).catch(() => undefined);
  } finally {
    actor.stop();
  }
  return observed.slice(0, path.edges.length);
}

/** A replay suite of one machine in one scope. */
export interface ReplaySuite<TPlan> {
  /** The describe title, e.g. `purchase machine (TPS)`. */
  title: string;
  model: AnyFlowModel;
  scope: ModelScope;
  /** What the path needs of the gateway, or why a healthy gateway cannot answer as it says. */
  plan(input: unknown, path: ReplayPath): TPlan | NotReplayable;
  /** Arranges the gateway for the path and builds its run. */
  prepare(plan: TPlan, input: unknown, path: ReplayPath): Promise<PathRun>;
  /** Once before the paths run (e.g. build a valid form from a new draft's defaults). */
  setup?(): Promise<void>;
  /**
   * Journeys to replay besides the replay suite (which only needs to enter every state once): each is
   * the shortest explored path whose last transition satisfies `ends`, so the model still predicts it.
   */
  scenarios?: readonly ReplayScenario[];
}

/** A journey named by what it shows, e.g. "password login after 3 wrong passwords and a picture code". */
export interface ReplayScenario {
  name: string;
  ends(edge: ExploredEdge, exploration: Exploration): boolean;
}

/**
 * The shortest explored path ending with a transition the scenario accepts, or null; when the gateway cannot
 * produce it, the shortest one it can.
 */
function scenarioPath(exploration: Exploration, scenario: ReplayScenario, replayable: (path: ReplayPath) => boolean): ReplayPath | null {
  const ends = (edge: ExploredEdge) => edge.to !== null && scenario.ends(edge, exploration);
  // Edges are numbered breadth-first: the first accepted one ends a shortest path.
  const edge = exploration.edges.find(ends);
  if (!edge) return null;
  const path = { input: exploration.nodes[edge.from]!.input, edges: [...pathTo(exploration, edge.from), edge] };
  return replayable(path) ? path : shortestReplayable(exploration, ends, replayable);
}

const isReplayable = <TPlan>(plan: TPlan | NotReplayable): plan is TPlan => !(plan !== null && typeof plan === 'object' && 'notReplayable' in plan);

/** The leaf states (states without children) a path enters, its initial transition included. */
function leavesEntered(exploration: Exploration, path: ReplayPath): string[] {
  const leaves = exploration.allStatePaths.filter((state) => !exploration.allStatePaths.some((other) => other.startsWith(`${state}.`)));
  const initial = exploration.initialSteps.find((step) => step.input === path.input)?.entered ?? [];
  const entered = new Set([...initial, ...path.edges.flatMap((edge) => edge.entered)]);
  return leaves.filter((state) => entered.has(state));
}

/**
 * The shortest explored path whose last transition `ends` accepts that the gateway can produce, or null. Breadth-first over
 * paths, not nodes (a plan reads the whole path), never through a node twice; a prefix the gateway
 * cannot produce is dropped, as every plan refuses a path for one of its steps.
 */
function shortestReplayable(exploration: Exploration, ends: (edge: ExploredEdge) => boolean, replayable: (path: ReplayPath) => boolean): ReplayPath | null {
  let frontier = exploration.initialSteps.map((step) => ({ input: step.input, nodes: [step.node], edges: [] as ExploredEdge[] }));
  while (frontier.length > 0 && frontier.length <= DETOUR_FRONTIER) {
    const next: typeof frontier = [];
    for (const { input, nodes, edges } of frontier) {
      for (const edgeIndex of exploration.nodes[nodes.at(-1)!]!.out) {
        const edge = exploration.edges[edgeIndex]!;
        if (edge.to === null || nodes.includes(edge.to)) continue;
        const path = { input, edges: [...edges, edge] };
        if (!replayable(path)) continue;
        if (ends(edge)) return path;
        next.push({ input, nodes: [...nodes, edge.to], edges: path.edges });
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The suite's paths (the replay suite with a detour for each state its shortest path reaches only
 * through answers the gateway never gives, then the scenarios), each with its name and plan.
 */
function plannedPaths<TPlan>(suite: Pick<ReplaySuite<TPlan>, 'model' | 'scope' | 'plan' | 'scenarios'>) {
  const exploration: Exploration = explore(suite.model, suite.scope);
  const planOf = (path: ReplayPath) => suite.plan(exploration.inputs[path.input], path);
  const planned = (path: ReplayPath, prefix: string) =>
    ({ path, input: exploration.inputs[path.input], name: `${prefix}${describePath(exploration.inputs, path)}`, plan: planOf(path) });
  const shortest = replayPaths(exploration).map((path) => planned(path, ''));
  const entered = new Set(shortest.filter((entry) => isReplayable(entry.plan)).flatMap((entry) => leavesEntered(exploration, entry.path)));
  const detours: ReturnType<typeof planned>[] = [];
  for (const entry of shortest.filter((candidate) => !isReplayable(candidate.plan))) {
    for (const state of leavesEntered(exploration, entry.path).filter((leaf) => !entered.has(leaf))) {
      const detour = shortestReplayable(exploration, (edge) => edge.entered.includes(state), (path) => isReplayable(planOf(path)));
      if (!detour) continue;
      detours.push(planned(detour, `${state}, the gateway's way: `));
      for (const leaf of leavesEntered(exploration, detour)) entered.add(leaf);
    }
  }
  const scenarios = (suite.scenarios ?? []).map((scenario) => ({ scenario, path: scenarioPath(exploration, scenario, (path) => isReplayable(planOf(path))) }));
  const reached = new Set(exploration.firstReached.keys());
  return {
    paths: [
      ...shortest,
      ...detours,
      ...scenarios.flatMap(({ scenario, path }) => (path ? [planned(path, `${scenario.name}: `)] : [])),
    ],
    /** Scenarios the model has no path for: the machine or its model changed under them. */
    missing: scenarios.filter(({ path }) => path === null).map(({ scenario }) => scenario.name),
    /** Leaf states the model reaches that no path the gateway can produce enters. */
    unreplayed: [...new Set(shortest.flatMap((entry) => leavesEntered(exploration, entry.path)))].filter((leaf) => reached.has(leaf) && !entered.has(leaf)),
  };
}

/**
 * Declares the suite's tests: one per replayable path, named by the path, that fails naming the path
 * when the machine takes other steps than the model predicts; the left-out paths are printed with reasons.
 */
export function replaySuite<TPlan extends object>(suite: ReplaySuite<TPlan>): void {
  const { paths: planned, missing, unreplayed } = plannedPaths(suite);
  const replayable = planned.filter((entry): entry is typeof entry & { plan: TPlan } => isReplayable(entry.plan));
  const skipped = planned.filter((entry) => !isReplayable(entry.plan));
  const replayed: string[] = [];
  let started = 0;

  describe(`conformance replay of the ${suite.title}`, () => {
    beforeAll(async () => {
      started = performance.now();
      await suite.setup?.();
    });
    afterAll(() => {
      console.info([
        `${suite.title}: ${replayed.length} replayed of ${replayable.length} paths the gateway can produce, ${Math.round(performance.now() - started)} ms`,
        ...skipped.map((entry) => `  a shortest path of the model the gateway cannot produce, its states replayed the gateway's way: ${entry.name} (${(entry.plan as NotReplayable).notReplayable})`),
      ].join('\n'));
    });

    it('has a replay suite to run, and a path in the model for every scenario', () => {
      expect(planned.length).toBeGreaterThan(0);
      expect(replayable.length).toBeGreaterThan(0);
      expect(missing, 'scenarios without a path in the model').toEqual([]);
    });

    it('enters every state the model reaches through a path the gateway can produce', () => {
      expect(unreplayed, 'states only answers the gateway never gives reach').toEqual([]);
    });

    it.each(replayable.map((entry) => [entry.name, entry] as const))('%s', async (name, { path, plan, input }) => {
      const observed = await drive(await suite.prepare(plan, input, path), path);
      const predicted = path.edges.map((edge) => edge.next?.value ?? null);
      expect(JSON.stringify(observed), `path ${name}: the model predicts ${JSON.stringify(predicted)} but the machine took ${JSON.stringify(observed)}`)
        .toBe(JSON.stringify(predicted));
      replayed.push(name);
    });
  });
}
