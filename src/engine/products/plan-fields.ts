/**
 * Where a product's form holds the chosen plan: the top-level fields marked `"x-source": "plans"` in its
 * form.schema.json (usually planCode; a product may name it otherwise), and the plan an order's answers chose.
 */
import { X_SOURCE } from './compose-form-schema.js';
import type { JsonSchema, PlanDef } from './product-types.js';
import { isPlainObject } from './schema-walk.js';

/** The top-level fields of a (not yet composed) form schema whose choices are the product's plans. */
export function planFieldNames(formSchema: JsonSchema): string[] {
  const properties = isPlainObject(formSchema.properties) ? formSchema.properties : {};
  return Object.entries(properties).filter(([, schema]) => isPlainObject(schema) && schema[X_SOURCE] === 'plans').map(([name]) => name);
}

/** The plan an order's answers chose: the first plan field holding one of the product's plan codes, else undefined. */
export function chosenPlan(formSchema: JsonSchema, plans: readonly PlanDef[], formData: Record<string, unknown>): string | undefined {
  const codes = new Set(plans.map((plan) => plan.code));
  return planFieldNames(formSchema).map((name) => formData[name]).find((value): value is string => typeof value === 'string' && codes.has(value));
}
