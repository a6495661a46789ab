import type { ProductDefinition, StepDef } from './product-types.js';

/** The step with this id, if the product has one. */
export function findStep(definition: ProductDefinition, stepId: string): StepDef | undefined {
  return definition.steps.find((step) => step.id === stepId);
}

/**
 * The top-level fields of every step up to and including `stepId`: what a save at that step must
 * hold valid (the gateway validates tempSave with it). Throws a RangeError for a step the product
 * does not have; check with `findStep` first when the id comes from a request.
 */
export function fieldsThrough(definition: ProductDefinition, stepId: string): string[] {
  const index = definition.steps.findIndex((step) => step.id === stepId);
  if (index < 0) throw new RangeError(`${definition.code} has no step ${JSON.stringify(stepId)}`);
  return [...new Set(definition.steps.slice(0, index + 1).flatMap((step) => step.fields))];
}

/** A new object with only the listed top-level fields of `formData` that it actually has. */
export function pickFields(formData: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (Object.prototype.hasOwnProperty.call(formData, field)) picked[field] = formData[field];
  }
  return picked;
}
