/**
 * Deliberately broken copies of real machines, for tests that the checker catches each kind of bug:
 * the machine's config is cloned (functions kept), patched, and built again with the same
 * implementations (guards, actions, actors, delays).
 */
import { createMachine, type AnyStateMachine } from 'xstate';

/** A plain config object, as the patches see it. */
export type ConfigNode = Record<string, unknown>;

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, clone(child)]));
  }
  return value;
}

/** The config of the state at a dotted path (`draft.step_plan.editing`), to patch in place. */
export function stateAt(config: ConfigNode, path: string): ConfigNode {
  return path.split('.').reduce<ConfigNode>((node, key) => {
    const child = (node.states as Record<string, ConfigNode> | undefined)?.[key];
    if (!child) throw new Error(`no state ${path}`);
    return child;
  }, config);
}

/** A copy of `machine` with `patch` applied to its config. */
export function mutateMachine(machine: AnyStateMachine, patch: (config: ConfigNode) => void): AnyStateMachine {
  const config = clone(machine.config) as ConfigNode;
  patch(config);
  return createMachine(config as never, machine.implementations as never) as unknown as AnyStateMachine;
}
