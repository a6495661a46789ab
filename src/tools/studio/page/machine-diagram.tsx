import { useMemo } from 'react';
import type { MachineGraph } from '../snapshot-types.js';
import { BOX, layoutMachine } from './machine-layout.js';

/** One of the product's machines as a diagram: states as boxes, transitions as arrows named on hover. */
export function MachineDiagram({ graph }: { graph: MachineGraph }) {
  const layout = useMemo(() => layoutMachine(graph), [graph]);
  const at = new Map(layout.states.map((state) => [state.id, state]));
  return (
    <figure className="studio-machine" data-testid={`studio-machine-${graph.machine}`}>
      <figcaption><strong>{graph.machine}</strong>: {graph.description} ({graph.states.length} states, {graph.edges.length} transitions)</figcaption>
      <div className="studio-machine__scroll">
        <svg width={layout.width} height={layout.height} role="img" aria-label={`${graph.machine} machine`}>
          <defs>
            <marker id={`arrow-${graph.machine}`} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" />
            </marker>
          </defs>
          {graph.edges.map((edge, index) => {
            const from = at.get(edge.from);
            const to = at.get(edge.to);
            if (!from || !to) return null;
            const x1 = from.x + BOX.width;
            const y1 = from.y + BOX.height / 2;
            const x2 = to.x;
            const y2 = to.y + BOX.height / 2;
            const bend = Math.max(30, Math.abs(x2 - x1) / 2);
            return (
              <path key={index} className="studio-machine__edge" d={`M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`} markerEnd={`url(#arrow-${graph.machine})`}>
                <title>{`${edge.from} → ${edge.to}: ${edge.label}`}</title>
              </path>
            );
          })}
          {layout.states.map((state) => (
            <g key={state.id} transform={`translate(${state.x} ${state.y})`} className={state.final ? 'studio-machine__state studio-machine__state--final' : 'studio-machine__state'}>
              <rect width={BOX.width} height={BOX.height} rx="6" />
              <text x="8" y={BOX.height / 2 + 4}>{state.label}</text>
              <title>{state.id}</title>
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}
