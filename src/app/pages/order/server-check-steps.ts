import { isDeclarationQuestionShaped, isFileIdSchema, stepSchema, type JsonSchema, type StepDef } from '../../../engine/index.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `#/$defs/...` target of a local reference, or undefined. */
function resolveRef(root: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const segment of ref.slice(2).split('/')) {
    if (!isObject(node)) return undefined;
    node = node[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * True when some schema reachable from `node` (following local `$ref`s, not the unused `$defs`) is a stored
 * file or a declaration question, i.e. the step refers to files the gateway's image check must vouch for.
 */
function holdsFiles(root: Json, node: unknown, seen: Set<unknown>): boolean {
  if (Array.isArray(node)) return node.some((item) => holdsFiles(root, item, seen));
  if (!isObject(node) || seen.has(node)) return false;
  seen.add(node);
  if (isFileIdSchema(node) || isDeclarationQuestionShaped(node)) return true;
  if (typeof node.$ref === 'string' && holdsFiles(root, resolveRef(root, node.$ref), seen)) return true;
  return Object.entries(node).some(([key, value]) => key !== '$defs' && key !== 'const' && key !== 'default' && key !== 'enum' && holdsFiles(root, value, seen));
}

/**
 * The ids of the form steps that hold uploads or declaration questions: saving one of them awaits the
 * gateway's blocking image check (order.checkImage). Derived from the schema, so every product gets it.
 */
export function serverCheckSteps(composed: JsonSchema, steps: readonly StepDef[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const step of steps) {
    if (step.kind !== 'form') continue;
    const schema = stepSchema(composed, step) as Json;
    if (holdsFiles(schema, schema, new Set())) ids.add(step.id);
  }
  return ids;
}
