/**
 * Loads a tester's own machine files for the model checker. A file may export models (objects made
 * with `defineFlowModel`, checked as declared) or bare machines (checked with the default model: the
 * events the machine handles sent without payload, every actor answering once and failing once, and
 * the properties every lifecycle must have: every state reachable, no deadlock, no error).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { AnyFlowModel } from '../../../flows/flow-model.js';

function isModel(value: unknown): value is AnyFlowModel {
  return typeof value === 'object' && value !== null
    && typeof (value as AnyFlowModel).machine === 'function' && Array.isArray((value as AnyFlowModel).properties);
}

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null
    && 'root' in value && typeof (value as AnyStateMachine).getInitialSnapshot === 'function' && typeof (value as AnyStateMachine).transition === 'function';
}

/** The default model of a bare machine. */
export function defaultModel(machine: AnyStateMachine): AnyFlowModel {
  return {
    id: machine.id,
    description: `${machine.id} (default model: events without payload, one output and one failure per actor)`,
    machine: () => machine,
    properties: [
      { kind: 'reachable-all', id: 'reachable-all', description: 'every state is entered on some path' },
      { kind: 'no-deadlock', id: 'no-deadlock', description: 'from every state a final state can still be reached' },
    ],
  };
}

/** The models a file exports; its machines when it exports no model. Throws when it has neither. */
export async function loadModelFile(file: string): Promise<AnyFlowModel[]> {
  const exports = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const values = Object.values(exports).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const models = values.filter(isModel);
  if (models.length > 0) return models;
  const machines = values.filter(isMachine);
  if (machines.length > 0) return machines.map(defaultModel);
  throw new Error(`${file} exports no flow model (defineFlowModel) and no state machine`);
}
