import type { JsonSchema, StepDef } from './product-types.js';
import { isPlainObject } from './schema-walk.js';

const sliced = new WeakMap<JsonSchema, Map<string, JsonSchema>>();

/**
 * The composed form schema restricted to one wizard step: only the step's top-level `properties`
 * and `required` entries, every `$defs` kept so references still resolve. The `$id` gets a
 * `.step-<id>.json` suffix so ajv (and precompiled validators) hold each step as a distinct schema.
 * Memoised per (schema object, step id and fields) for stable rjsf schema objects.
 */
export function stepSchema(composed: JsonSchema, step: Pick<StepDef, 'id' | 'fields'>): JsonSchema {
  let bySteps = sliced.get(composed);
  if (!bySteps) {
    bySteps = new Map();
    sliced.set(composed, bySteps);
  }
  const key = `${step.id}\u0000${step.fields.join('\u0000')}`;
  const cached = bySteps.get(key);
  if (cached) return cached;
  const schema = sliceSchema(composed, step);
  bySteps.set(key, schema);
  return schema;
}

function sliceSchema(composed: JsonSchema, step: Pick<StepDef, 'id' | 'fields'>): JsonSchema {
  const { $id, properties, required, ...rest } = composed;
  const result: JsonSchema = { ...rest };
  if (typeof $id === 'string') result.$id = `${$id.replace(/\.json$/, '')}.step-${step.id}.json`;
  const allProperties = isPlainObject(properties) ? properties : {};
  result.properties = Object.fromEntries(step.fields.filter((field) => field in allProperties).map((field) => [field, allProperties[field]]));
  if (Array.isArray(required)) result.required = required.filter((field) => step.fields.includes(field as string));
  return result;
}
