/**
 * The model checker's output: a table with one row per machine x product, the counterexample of every
 * violated property as the event sequence that breaks it, and the same as JSON for tools.
 */
import type { EventObject, StateValue } from 'xstate';
import { activeStatePaths } from '../../../flows/flow-model.js';
import type { ModelCheckResult } from './check-model.js';
import type { Counterexample, PropertyResult } from './check-properties.js';

const MARK: Record<PropertyResult['status'], string> = { proved: '✓', violated: '✗', inconclusive: '?' };
const PAYLOAD_WIDTH = 90;

/** A state value as its active leaf paths (`draft.step_plan.editing`; parallel regions joined by ` | `). */
export function stateLabel(value: StateValue | null): string {
  if (value === null) return '(error)';
  const paths = activeStatePaths(value);
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`))).join(' | ');
}

/** An event's payload made printable: errors become their message. */
export function jsonSafeEvent(event: EventObject): Record<string, unknown> {
  return Object.fromEntries(Object.entries(event).map(([key, value]: [string, unknown]) =>
    [key, value instanceof Error ? { error: value.message } : value]));
}

function compact(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > PAYLOAD_WIDTH ? `${text.slice(0, PAYLOAD_WIDTH - 1)}…` : text;
}

/** One event as a tester reads it: its type, then its payload. */
export function eventLabel(event: EventObject): string {
  const { type, actorId: _actorId, ...payload } = jsonSafeEvent(event);
  if (String(type).startsWith('xstate.error.actor.')) return `${String(type)} (${compact((payload.error as { error?: string } | undefined)?.error ?? payload.error)})`;
  if (String(type).startsWith('xstate.done.actor.')) return `${String(type)} ${compact(payload.output)}`;
  return Object.keys(payload).length === 0 ? String(type) : `${String(type)} ${compact(payload)}`;
}

/** A counterexample as numbered lines: the input, then each event and the state it leads to. */
export function formatCounterexample(counterexample: Counterexample, indent = '    '): string[] {
  const lines = [`${indent}input #${counterexample.inputIndex}: ${compact(counterexample.input)}`];
  if (counterexample.steps.length === 0) lines.push(`${indent}(before any event)`);
  counterexample.steps.forEach((step, index) => {
    lines.push(`${indent}${String(index + 1).padStart(2)}. ${eventLabel(step.event)}`);
    lines.push(`${indent}      -> ${step.status === 'active' ? stateLabel(step.value) : `${stateLabel(step.value)} (${step.status})`}`);
  });
  lines.push(`${indent}${counterexample.note}`);
  return lines;
}

function productLabel(result: ModelCheckResult): string {
  if (result.product === null) return '-';
  return result.variant ? `${result.product}*` : result.product;
}

/** The table, then the details of every property not proved. */
export function formatReport(results: readonly ModelCheckResult[], totalMs: number): string {
  const header = ['machine', 'product', 'states', 'snapshots', 'transitions', 'paths', 'time', 'properties'];
  const rows = results.map((result) => [
    result.machine,
    productLabel(result),
    `${result.states.reached}/${result.states.total}`,
    String(result.snapshots),
    String(result.transitions),
    String(result.paths),
    result.exploredAs === null ? `${result.ms.toFixed(0)} ms` : `as ${result.exploredAs}`,
    result.properties.map((property) => `${MARK[property.status]} ${property.id}`).join('  '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ');
  const out = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];

  if (results.some((result) => result.variant)) out.push('', '* a variant: a synthetic definition covering flow options no product uses yet');
  if (results.some((result) => result.exploredAs !== null)) out.push('as X: the same graph as product X\'s (equal shape), explored and proved once');

  const failures = results.flatMap((result) => result.properties.filter((property) => property.status !== 'proved').map((property) => ({ result, property })));
  for (const group of groupFailures(failures)) {
    const shown = group.reduce((best, failure) =>
      ((failure.property.counterexample?.steps.length ?? Infinity) < (best.property.counterexample?.steps.length ?? Infinity) ? failure : best));
    const { result, property } = shown;
    const products = group.map((failure) => productLabel(failure.result)).join(', ');
    out.push('', `${MARK[property.status]} ${result.machine} x ${products}: ${property.id} ${property.status}`, `    ${property.description}`);
    if (group.length > 1) out.push(`    the same for ${group.length} products; shown for ${productLabel(result)}${property.counterexample ? ', the shortest' : ''} (each product's: --json)`);
    if (property.message) out.push(`    ${property.message}`);
    if (property.counterexample) out.push(`    shortest counterexample (${property.counterexample.steps.length} events):`, ...formatCounterexample(property.counterexample));
  }

  const proved = results.reduce((sum, result) => sum + result.properties.filter((property) => property.status === 'proved').length, 0);
  const total = results.reduce((sum, result) => sum + result.properties.length, 0);
  out.push('', `${proved}/${total} properties proved over ${results.length} machine x product runs in ${totalMs.toFixed(0)} ms${failures.length > 0 ? `; ${failures.length} not proved` : ''}`);
  return out.join('\n');
}

interface Failure { result: ModelCheckResult; property: PropertyResult }

/** Failures of one property of one machine with one verdict, across products: printed once, in report order. */
function groupFailures(failures: readonly Failure[]): Failure[][] {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = JSON.stringify([failure.result.machine, failure.property.id, failure.property.status]);
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups.values()];
}

/**
 * The figures of a run for `npm run bench`: process CPU and wall time, runs, the snapshots ("states")
 * and transitions explored (a row sharing another's graph is not counted twice), and the property
 * verdicts reported over every row.
 */
export interface ModelCheckFigures {
  cpuMs: number;
  wallMs: number;
  runs: number;
  states: number;
  transitions: number;
  properties: number;
}

/** Totals over the results, with the measured times. */
export function figuresOf(results: readonly ModelCheckResult[], times: { cpuMs: number; wallMs: number }): ModelCheckFigures {
  const explored = results.filter((result) => result.exploredAs === null);
  return {
    cpuMs: Math.round(times.cpuMs),
    wallMs: Math.round(times.wallMs),
    runs: results.length,
    states: explored.reduce((sum, result) => sum + result.snapshots, 0),
    transitions: explored.reduce((sum, result) => sum + result.transitions, 0),
    properties: results.reduce((sum, result) => sum + result.properties.length, 0),
  };
}

/** The JSON report (`--json`). */
export function jsonReport(results: readonly ModelCheckResult[], totalMs: number, figures: ModelCheckFigures) {
  return {
    ok: results.every((result) => result.ok),
    ms: Math.round(totalMs),
    figures,
    /** Replay paths over the rows explored (the conformance suite's work). */
    paths: results.filter((result) => result.exploredAs === null).reduce((sum, result) => sum + result.paths, 0),
    results: results.map((result) => ({
      ...result,
      ms: Math.round(result.ms),
      properties: result.properties.map((property) => ({
        ...property,
        counterexample: property.counterexample && {
          ...property.counterexample,
          steps: property.counterexample.steps.map((step) => ({ event: jsonSafeEvent(step.event), state: stateLabel(step.value), status: step.status })),
        },
      })),
    })),
  };
}
