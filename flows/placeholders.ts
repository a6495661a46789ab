/**
 * Placeholders for the side effects a machine declares but never implements. The app attaches the real
 * ones with `.provide({ actors, actions })`; running a machine without them fails loudly instead of
 * silently skipping a call or a navigation. The model checker never runs either: it sends the actors'
 * results as events and reads the actions a transition asks for. Also the two ways a machine reports a
 * failed or missing value, so every machine words them alike.
 */
import { fromPromise } from 'xstate';

/** A declared actor with no implementation: starting it rejects with a message naming it. */
export function actorNotProvided<TOutput, TInput>(machineId: string, name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${machineId}: actor ${name} not provided`)));
}

/** A declared action with no implementation: executing it throws a message naming it. */
export function actionNotProvided<TParams>(machineId: string, name: string) {
  return (_args: unknown, _params: TParams): void => {
    throw new Error(`${machineId}: action ${name} not provided`);
  };
}

/** The message of a rejected call, for the screen that shows it. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A context value a call needs. The states making the call are only entered once it is set (the
 * reachability property walks every path), so a null here is a bug in the machine, reported as such.
 */
export function known<T>(machineId: string, value: T | null, name: string): T {
  if (value === null) throw new Error(`${machineId} flow: a call was reached without ${name}`);
  return value;
}
