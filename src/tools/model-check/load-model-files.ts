/**
 * Loads a tester's own machine files for the model checker. A file may export models (objects made
 * with `defineFlowModel`, checked as declared) or bare machines (checked with the default model: the
 * events the machine handles sent without payload, every actor answering once and failing once, and
 * the properties every lifecycle must have: every state reachable, no deadlock, no error). A copy of one of
 * flows/ machine files (it exports `<NAME>_MACHINE_ID` and a `create...Machine(product)` factory) is checked
 * with the model of the machine it was copied from, per product, without a wrapper of the tester's own.
 */
import { basename, resolve } from 'node:path';
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

/** The model of `known` a copied machine file stands for: its id constant names the model, its factory makes the machine. */
function copiedModel(file: string, exports: Record<string, unknown>, known: readonly AnyFlowModel[]): AnyFlowModel | undefined {
  const id = Object.entries(exports).find(([name, value]) => name.endsWith('_MACHINE_ID') && typeof value === 'string')?.[1];
  const factory = Object.entries(exports).find(([name, value]) => /^create\w*Machine$/.test(name) && typeof value === 'function')?.[1] as
    ((product: unknown) => ReturnType<AnyFlowModel['machine']>) | undefined;
  const model = known.find((candidate) => candidate.id === id);
  if (!model || !factory) return undefined;
  // Named after the file (my-purchase.machine.ts -> my-purchase), so --machine can pick it beside the original.
  const name = basename(file).replace(/(\.machine)?\.[cm]?[jt]s$/, '');
  return { ...model, id: name, description: `${model.description} (the copy in ${file})`, machine: (scope) => factory(scope.product) };
}

/**
 * The models a file exports; its machines when it exports no model; else the model of `known` a copied
 * machine file stands for. Throws when it has none of these.
 */
export async function loadModelFile(file: string, known: readonly AnyFlowModel[] = []): Promise<AnyFlowModel[]> {
  const exports = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const values = Object.values(exports).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const models = values.filter(isModel);
  if (models.length > 0) return models;
  const machines = values.filter(isMachine);
  if (machines.length > 0) return machines.map(defaultModel);
  const copied = copiedModel(file, exports, known);
  if (copied) return [copied];
  throw new Error(`${file} exports no flow model (defineFlowModel) and no state machine (nor is it a copy of a flows/ machine file, with an ..._MACHINE_ID and a create...Machine factory)`);
}
