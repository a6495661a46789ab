import { X_CALC } from './calculated-fields.js';
import { declarationListSchema } from './declarations.js';
import type { ProductBundle } from './product-bundle.js';
import type { AreaDef, JsonSchema } from './product-types.js';
import { productLabelKeys } from './product-label-keys.js';
import { isPlainObject, mapSchemaObjects } from './schema-walk.js';

/** The vendor keyword a form property uses to take its choices from product.json. */
export const X_SOURCE = 'x-source';

/** The values `x-source` may take. */
export const X_SOURCES = ['plans', 'areas', 'declarations'] as const;
export type XSource = (typeof X_SOURCES)[number];

const composed = new WeakMap<ProductBundle, WeakMap<Record<string, JsonSchema>, JsonSchema>>();

/**
 * Builds the complete order-form schema of a product: the shared parts (schemas/shared, keyed by
 * camelCase file name such as `identityDocument`) become `$defs` beside the form's own `$defs` (which
 * win on a name clash), and every `"x-source": "plans" | "areas"` property gets its `oneOf` choices from
 * the product definition, titled with i18n keys (`product.<CODE>.plan.<PLAN>`, `dict.area.<code>`, an area described
 * by `product.<CODE>.areaCovers.<code>` when product.json says what it covers);
 * an `"x-source": "declarations"` array gets one item per declaration question (see declarations.ts).
 * The vendor keywords (`x-source`, and `x-calc`, which deriveAnswers reads from the product's own form
 * schema) are removed so ajv's strict mode accepts the result.
 *
 * Pure and memoised per (bundle, sharedDefs) object: rjsf needs the same schema object on every
 * render, and a precompiled validator only accepts the exact schema it was built from.
 * Throws on an unknown `x-source` value (checkProductBundle reports it first).
 */
export function composeFormSchema(bundle: ProductBundle, sharedDefs: Record<string, JsonSchema>): JsonSchema {
  let byDefs = composed.get(bundle);
  if (!byDefs) {
    byDefs = new WeakMap();
    composed.set(bundle, byDefs);
  }
  const cached = byDefs.get(sharedDefs);
  if (cached) return cached;
  const schema = buildFormSchema(bundle, sharedDefs);
  byDefs.set(sharedDefs, schema);
  return schema;
}

function buildFormSchema(bundle: ProductBundle, sharedDefs: Record<string, JsonSchema>): JsonSchema {
  const { definition } = bundle;
  const ownDefs = isPlainObject(bundle.formSchema.$defs) ? bundle.formSchema.$defs : {};
  const withDefs: JsonSchema = { ...bundle.formSchema, $defs: { ...sharedDefs, ...ownDefs } };
  return mapSchemaObjects(withDefs, (visited) => {
    const node = X_CALC in visited ? withoutCalc(visited) : visited;
    if (!(X_SOURCE in node)) return node;
    const { [X_SOURCE]: source, ...rest } = node;
    switch (source) {
      case 'plans':
        return { ...rest, oneOf: definition.plans.map((plan) => ({ const: plan.code, title: productLabelKeys.plan(definition.code, plan.code) })) };
      case 'areas':
        return { ...rest, oneOf: definition.areas.map((area) => ({ const: area.code, title: productLabelKeys.area(area.code), ...areaDescription(definition.code, area) })) };
      case 'declarations':
        return declarationListSchema(definition, rest);
      default:
        throw new Error(`${definition.code}: unknown ${X_SOURCE} ${JSON.stringify(source)} (expected one of ${X_SOURCES.join(', ')})`);
    }
  });
}

/** An area choice's description, what it covers, when the product says it: the choice list then shows it under each area. */
function areaDescription(code: string, area: AreaDef): { description?: string } {
  return area.covers ? { description: productLabelKeys.areaCovers(code, area.code) } : {};
}

/** A copy of a field's schema without its expression (a copy only where there is one: composing runs on every render). */
function withoutCalc(node: JsonSchema): JsonSchema {
  const { [X_CALC]: _expression, ...rest } = node;
  return rest;
}

/** The top-level fields of a product's own form schema (before composition) whose choices come from `source`. */
export function fieldsFrom(formSchema: JsonSchema, source: XSource): string[] {
  const properties = isPlainObject(formSchema.properties) ? formSchema.properties : {};
  return Object.entries(properties)
    .filter(([, schema]) => isPlainObject(schema) && schema[X_SOURCE] === source)
    .map(([name]) => name);
}

/**
 * The top-level fields of a product's own form schema (before composition) whose items are its
 * declaration questions: what "buy again without the answers" resets and what the gateway reads
 * declaration answers from.
 */
export function declarationFields(formSchema: JsonSchema): string[] {
  return fieldsFrom(formSchema, 'declarations');
}
