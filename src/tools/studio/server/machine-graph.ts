/**
 * A machine as boxes and arrows for the studio's diagram: every state node (compound ones hold their
 * children) and every declared transition with its event and guard, read from the machine's structure the
 * way the model check's mermaid diagrams are (../../model-check/mermaid.ts), so both show the same machine.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventText, guardText, transitionsOf } from '../../model-check/mermaid.js';
import type { GraphEdge, GraphState, MachineGraph } from '../snapshot-types.js';

function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

function collect(node: AnyStateNode, states: GraphState[], edges: GraphEdge[], initial: boolean): void {
  if (node.path.length > 0) {
    states.push({
      id: pathOf(node),
      label: node.key,
      depth: node.path.length,
      parent: node.path.length > 1 ? node.path.slice(0, -1).join('.') : null,
      final: node.type === 'final',
      initial,
    });
  }
  for (const transition of transitionsOf(node)) {
    for (const target of transition.target ?? []) {
      edges.push({ from: pathOf(node), to: pathOf(target), label: `${eventText(transition.eventType)}${guardText(transition.guard)}` });
    }
  }
  const first = node.type === 'parallel' ? null : node.initial?.target?.[0];
  for (const child of Object.values(node.states)) collect(child, states, edges, node.type === 'parallel' || child === first);
}

/** The states and transitions of `machine` (the root itself is not a state of the drawing). */
export function machineGraph(machine: string, description: string, stateMachine: AnyStateMachine): MachineGraph {
  const states: GraphState[] = [];
  const edges: GraphEdge[] = [];
  collect(stateMachine.root, states, edges, false);
  return { machine, description, states, edges: edges.filter((edge) => edge.from !== '' && edge.to !== '') };
}
