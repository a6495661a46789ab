/**
 * How a machine is declared to the model checker (`npm run model-check`): which machine to build for
 * which product, the inputs it starts from, representative payloads of the events the screens send,
 * representative results of every actor it invokes, and the properties it must satisfy. All of it is
 * data plus small pure predicates, so a tester adds a property by adding one object (docs/testing-flows.md).
 *
 * The checker explores every snapshot reachable with these events breadth-first, so every
 * counterexample it prints is a shortest one.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom, SnapshotFrom, StateValue } from 'xstate';

/** What a machine may know of a product (a ProductDefinition of the engine fits structurally). */
export interface ModelProduct {
  code: string;
  steps: readonly { id: string; kind: 'form' | 'review' }[];
  flow: { machine: string; releaseCheck: boolean; premiumStep: boolean };
}

/** What one run of the checker is about: a product (for product machines) and every product on sale. */
export interface ModelScope {
  /** The product this run checks; null for machines that do not depend on a product. */
  product: ModelProduct | null;
  /** Every product of the manifest, for models whose events come from the products (e.g. their steps). */
  products: readonly ModelProduct[];
}

/** A side effect a transition asks the app to perform (a declared action), with its parameters. */
export interface StepAction {
  type: string;
  params: unknown;
}

/** One explored transition, as property predicates see it. */
export interface FlowStep<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> {
  prev: TSnapshot;
  event: EventObject;
  /** The snapshot after the event and every eventless transition it led to. */
  next: TSnapshot;
  /** Dotted paths of the state nodes entered, transient ones included (`draft.step_plan.editing`). */
  entered: readonly string[];
  /** The declared actions the transition asks for, in order (built-in xstate actions left out). */
  actions: readonly StepAction[];
  /** The actors the transition starts, with the input each is given (what the API call would send). */
  invoked: readonly InvokedActor[];
  scope: ModelScope;
}

/** An actor a transition starts: its invoke id and its input. */
export interface InvokedActor {
  id: string;
  input: unknown;
}

/** A fold over the path so far, for properties about order ("pay only after a premium since the last edit"). */
export interface PathMemory<TSnapshot extends AnyMachineSnapshot, TMemory> {
  /** Memory at the start of every path. Must be JSON: the checker explores (snapshot, memory) pairs. */
  initial: TMemory;
  /** Memory after a step; called after the step was checked. */
  update(memory: TMemory, step: FlowStep<TSnapshot>): TMemory;
}

interface PropertyBase {
  /** Kebab-case, unique per model; printed in the report. */
  id: string;
  /** One sentence a tester can read in the report. */
  description: string;
}

/** Every state node is entered on some path (transient ones count), except the listed paths. */
export interface ReachableAllProperty extends PropertyBase {
  kind: 'reachable-all';
  except?: readonly string[];
}

/**
 * From every reachable snapshot a final state, or a resting state (one where the flow may wait on the
 * user for ever, such as "signed in"), can still be reached.
 */
export interface NoDeadlockProperty extends PropertyBase {
  kind: 'no-deadlock';
  /** Dotted state paths that count as resting. */
  resting?: readonly string[];
}

/** No step on any path satisfies `when`; with `memory`, `when` also sees what the path did before. */
export interface NeverProperty<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot, TMemory = unknown> extends PropertyBase {
  kind: 'never';
  when(step: FlowStep<TSnapshot>, memory: TMemory): boolean;
  memory?: PathMemory<TSnapshot, TMemory>;
}

/** From every reachable snapshot satisfying `from` (all by default), one satisfying `target` can be reached. */
export interface CanAlwaysReachProperty<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> extends PropertyBase {
  kind: 'can-always-reach';
  from?(snapshot: TSnapshot, scope: ModelScope): boolean;
  target(snapshot: TSnapshot, scope: ModelScope): boolean;
}

/** What the checker can prove of a machine. Every model also gets `no-error` (nothing throws, no failure unhandled). */
export type FlowProperty<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> =
  | ReachableAllProperty
  | NoDeadlockProperty
  | NeverProperty<TSnapshot, never>
  | CanAlwaysReachProperty<TSnapshot>;

/**
 * Representative results of one actor. Each output becomes an `xstate.done.actor.<id>` event, each error
 * an `xstate.error.actor.<id>` event, offered whenever the actor is running. Defaults: one undefined
 * output and one Error; `errors: []` declares an actor that cannot fail.
 */
export interface ActorResults {
  outputs?: readonly unknown[];
  errors?: readonly unknown[];
}

/** Everything the checker needs to explore and judge one machine. */
export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's name in the report and in docs/flows/ (usually its machine id). */
  id: string;
  description: string;
  /**
   * Present for a machine built per product: it is checked once for every product of the manifest that
   * `uses` it, and once for every variant (synthetic definitions covering flow options no product uses yet).
   * Absent: checked once, with `scope.product` null.
   */
  products?: {
    uses(product: ModelProduct): boolean;
    variants?: readonly ModelProduct[];
    /**
     * What of a product the machine, the inputs, the samples and the properties read besides its code.
     * Products with equal shapes give the same graph up to the code (opaque data the guards only copy),
     * so the checker explores and proves it once and reports it per product; a run that is not proved
     * is checked again per product, so every counterexample names its own product. Absent: every
     * product is explored on its own.
     */
    shape?(product: ModelProduct): unknown;
  };
  machine(scope: ModelScope): TMachine;
  /** Inputs to start from; every one is a root of the exploration. Default: one undefined input. */
  inputs?(scope: ModelScope): readonly InputFrom<TMachine>[];
  /**
   * Payload variants of the events screens send. An event type the machine handles but this list
   * lacks is sent as `{ type }` alone.
   */
  events?(scope: ModelScope): readonly EventObject[];
  /** Results of the invoked actors, by invoke id. */
  actors?(scope: ModelScope): Readonly<Record<string, ActorResults>>;
  /**
   * What identifies a snapshot besides its state value: the context fields guards, actor inputs and
   * properties read. Snapshots with equal keys are explored once. Default: the whole context.
   */
  key?(snapshot: SnapshotFrom<TMachine>): unknown;
  /**
   * Independent parts checked apart: each scope returned is explored as a graph of its own (its own
   * inputs and events) and every property is judged on every part; a property is proved when no part
   * violates it, and `reachable-all` counts a state entered in any part. Use it when events of one
   * part never meet those of another on a path without changing what the guards see (each part
   * still mixes distinct values of every kind the guards tell apart). Absent: one graph.
   */
  parts?(scope: ModelScope): readonly ModelScope[];
  /** Most snapshots to explore; beyond it every unproved property is reported inconclusive. Default 20000. */
  limit?: number;
  properties: readonly FlowProperty<SnapshotFrom<TMachine>>[];
}

/** A model of any machine, as the checker and the CLI hold them. */
export type AnyFlowModel = FlowModel<AnyStateMachine>;

/** Declares a model with its machine's types checked, and returns it in the checker's terms. */
export function defineFlowModel<TMachine extends AnyStateMachine>(model: FlowModel<TMachine>): AnyFlowModel {
  return model as unknown as AnyFlowModel;
}

/** Declares a `never` property whose predicate reads a path memory of a type of its own. */
export function neverProperty<TSnapshot extends AnyMachineSnapshot, TMemory>(
  property: Omit<NeverProperty<TSnapshot, TMemory>, 'kind'>,
): NeverProperty<TSnapshot, never> {
  return { kind: 'never', ...property } as unknown as NeverProperty<TSnapshot, never>;
}

/** `reachable-all` with no exceptions: every state is entered on some path. */
export const reachableAll = { kind: 'reachable-all', id: 'reachable-all', description: 'every state is entered on some path' } as const;

/** `no-deadlock`: a final state, or one of `resting` (where the flow may wait for ever), stays reachable. */
export const noDeadlock = (resting: readonly string[] = []) =>
  ({ kind: 'no-deadlock', id: 'no-deadlock', description: 'from every state a final or resting state can still be reached', resting }) as const;

/** The product of a per-product run (the checker always sets it for models with `products`). */
export function productOf(scope: { product: ModelProduct | null }): ModelProduct {
  if (!scope.product) throw new Error('this model is checked per product');
  return scope.product;
}

/** Whether a `never` step starts the machine (its initial transition). */
export const isStart = (step: FlowStep) => step.event.type === 'xstate.init';

/** The dotted paths of every active state node of a state value (`{ draft: 'x' }` -> draft, draft.x). */
export function activeStatePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : [key, ...activeStatePaths(child).map((path) => `${key}.${path}`)]);
}

/** Whether the snapshot is in the state at this dotted path. */
export function isIn(snapshot: { value: StateValue }, path: string): boolean {
  return activeStatePaths(snapshot.value).includes(path);
}

/** Whether the step entered the state at this dotted path. */
export function enters(step: Pick<FlowStep, 'entered'>, path: string): boolean {
  return step.entered.includes(path);
}

/** The declared actions of this type the step asks for. */
export function actionsOf(step: Pick<FlowStep, 'actions'>, type: string): StepAction[] {
  return step.actions.filter((action) => action.type === type);
}

/** The input of the actor with this invoke id, if the step starts it. */
export function invokedInput(step: Pick<FlowStep, 'invoked'>, actorId: string): unknown {
  return step.invoked.find((actor) => actor.id === actorId)?.input;
}

/** Whether the step starts the actor with this invoke id. */
export function invokes(step: Pick<FlowStep, 'invoked'>, actorId: string): boolean {
  return step.invoked.some((actor) => actor.id === actorId);
}

/** Whether the event is the result of the actor with this invoke id (`done`, `error` or either). */
export function isActorResult(event: EventObject, actorId: string, kind: 'done' | 'error' | 'any' = 'any'): boolean {
  const done = event.type === `xstate.done.actor.${actorId}`;
  const error = event.type === `xstate.error.actor.${actorId}`;
  return kind === 'done' ? done : kind === 'error' ? error : done || error;
}

/** The output of an `xstate.done.actor.*` event. */
export function outputOf(event: EventObject): unknown {
  return (event as { output?: unknown }).output;
}

/** Structural equality of JSON-like values, for "the same data" properties. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined).sort();
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined).sort();
  if (aKeys.length !== bKeys.length || aKeys.some((key, index) => key !== bKeys[index])) return false;
  return aKeys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
