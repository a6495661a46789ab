/**
 * Places a machine's states for drawing: a column per step of distance from the initial state (each
 * transition one step; a child sits at least one column right of its parent), states of one column stacked.
 * Deterministic, so the diagram does not jump between two saves that did not change the machine.
 */
import type { MachineGraph } from '../snapshot-types.js';

export interface PlacedState {
  id: string;
  label: string;
  x: number;
  y: number;
  final: boolean;
}

export const BOX = { width: 150, height: 34, columnGap: 60, rowGap: 14 } as const;

/** The position of every state of `graph`, and the drawing's size. */
export function layoutMachine(graph: MachineGraph): { states: PlacedState[]; width: number; height: number } {
  const rank = new Map<string, number>();
  const start = graph.states.find((state) => state.depth === 1 && state.initial) ?? graph.states[0];
  if (!start) return { states: [], width: 0, height: 0 };
  rank.set(start.id, 0);
  const queue = [start.id];
  const next = (from: string): string[] => [
    ...graph.edges.filter((edge) => edge.from === from).map((edge) => edge.to),
    ...graph.states.filter((state) => state.parent === from).map((state) => state.id),
  ];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const target of next(current)) {
      if (rank.has(target)) continue;
      rank.set(target, rank.get(current)! + 1);
      queue.push(target);
    }
  }
  // States no transition reaches (entered through their parent's initial only) go right of their parent.
  let maxRank = Math.max(...rank.values());
  for (const state of graph.states) {
    if (rank.has(state.id)) continue;
    const parentRank = state.parent ? rank.get(state.parent) : undefined;
    rank.set(state.id, parentRank === undefined ? (maxRank += 1) : parentRank + 1);
  }
  const rows = new Map<number, number>();
  const states = graph.states.map((state) => {
    const column = rank.get(state.id)!;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    return {
      id: state.id,
      label: state.depth > 1 ? `${'· '.repeat(state.depth - 1)}${state.label}` : state.label,
      x: column * (BOX.width + BOX.columnGap),
      y: row * (BOX.height + BOX.rowGap),
      final: state.final,
    };
  });
  const columns = Math.max(...rank.values()) + 1;
  const height = Math.max(...rows.values()) * (BOX.height + BOX.rowGap);
  return { states, width: columns * (BOX.width + BOX.columnGap), height };
}
