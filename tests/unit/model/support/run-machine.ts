/**
 * Runs a flow machine the way the app will: `.provide()` real-looking actors (async functions of their
 * input) and actions (recorded with their params), then `createActor`. Tests read what was called.
 */
import { createActor, fromPromise, waitFor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';

/** An actor implementation: its input in, a promise of its output. */
export type FakeActor = (input: never) => Promise<unknown>;

/** What a run recorded: each actor's inputs in call order, and every declared action with its params. */
export interface Recorded {
  calls: Record<string, unknown[]>;
  actions: { type: string; params: unknown }[];
}

/**
 * Starts `machine` with `input`, every actor of `actors` provided, and every action named in `actionNames`
 * recorded instead of performed.
 */
export function runMachine<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  actors: Record<string, FakeActor>,
  actionNames: readonly string[] = [],
) {
  const recorded: Recorded = { calls: {}, actions: [] };
  const provided = Object.fromEntries(Object.entries(actors).map(([name, implementation]) => [
    name,
    fromPromise(async ({ input: actorInput }: { input: unknown }) => {
      (recorded.calls[name] ??= []).push(actorInput);
      return (implementation as (value: unknown) => Promise<unknown>)(actorInput);
    }),
  ]));
  const actions = Object.fromEntries(actionNames.map((type) => [type, (_: unknown, params: unknown) => { recorded.actions.push({ type, params }); }]));
  const actor = createActor(machine.provide({ actors: provided, actions } as never) as M, { input } as never);
  actor.start();
  return {
    actor,
    recorded,
    /** Resolves once the snapshot satisfies the predicate. */
    until: (predicate: (snapshot: SnapshotFrom<M>) => boolean) => waitFor(actor, predicate as never) as Promise<SnapshotFrom<M>>,
    /** Resolves once the machine is in the state (a value or dotted path). */
    at: (state: string) => waitFor(actor, (snapshot) => (snapshot as unknown as { matches(value: unknown): boolean }).matches(toValue(state))),
  };
}

/** 'a.b.c' -> { a: { b: 'c' } }, the form `matches` takes. */
export function toValue(path: string): unknown {
  const [head, ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head!]: toValue(rest.join('.')) };
}

/** An actor that fails with this message. */
export const failing = (message: string) => async (): Promise<never> => { throw new Error(message); };

/** An actor that answers this value. */
export const answering = <T>(value: T) => async (): Promise<T> => value;
