/**
 * Calculated fields: a form field whose value follows from other answers, declared in the product's
 * form.schema.json with `"x-calc": <expression>` (see evaluator.ts), e.g. the days covered:
 * `"days": { "type": "string", "x-calc": { "daysBetween": [{ "var": "basicInfo.startDate" }, { "var": "basicInfo.endDate" }] } }`.
 * The storefront, the studio and the gateway all fill them through {@link deriveAnswers}, and the gateway
 * does so on every save, so a value sent by a client is never trusted.
 */
import type { LocatedProblem } from './plan-rates.js';
import { expressionProblems, evaluate } from './evaluator.js';
import { valueAt, withValueAt } from './field-path.js';
import { applyPolicyTerm } from './policy-term.js';
import type { ProductBundle } from './product-bundle.js';
import type { JsonSchema } from './product-types.js';
import { isPlainObject, pointerSegment } from './schema-walk.js';

/** The form-schema keyword that carries a field's expression. */
export const X_CALC = 'x-calc';

/** One calculated field of a form: where it is, what computes it, and whether the form keeps it as text. */
export interface CalculatedField {
  /** Dotted path in the form data (`basicInfo.days`). */
  path: string;
  /** JSON pointer of the field's schema in form.schema.json, for findings. */
  pointer: string;
  expression: unknown;
  /** The field is a string (MTV's `days` is '365'), so the number is stored as its text. */
  asText: boolean;
}

const known = new WeakMap<JsonSchema, CalculatedField[]>();

/** Every calculated field of a product's own form schema, in schema order, through nested groups of fields. */
export function calculatedFields(formSchema: JsonSchema): CalculatedField[] {
  let fields = known.get(formSchema);
  if (!fields) {
    fields = [];
    collect(formSchema, '', '', fields);
    known.set(formSchema, fields);
  }
  return fields;
}

function collect(schema: JsonSchema, path: string, pointer: string, into: CalculatedField[]): void {
  if (!isPlainObject(schema.properties)) return;
  for (const [name, child] of Object.entries(schema.properties)) {
    if (!isPlainObject(child)) continue;
    const childPath = path === '' ? name : `${path}.${name}`;
    const childPointer = `${pointer}/properties/${pointerSegment(name)}`;
    if (X_CALC in child) into.push({ path: childPath, pointer: childPointer, expression: child[X_CALC], asText: child.type === 'string' });
    collect(child, childPath, childPointer, into);
  }
}

/**
 * The answers with every calculated field computed from the others, in schema order (a later field may
 * read an earlier one). A field whose inputs are not answered yet keeps what it holds.
 */
export function applyCalculatedFields(formSchema: JsonSchema, formData: Record<string, unknown>): Record<string, unknown> {
  let data = formData;
  for (const field of calculatedFields(formSchema)) {
    const source = copiedFrom(field.expression);
    const value = source === null ? evaluate(field.expression, data) : valueAt(data, source) ?? null;
    if (value === null) continue;
    const stored = field.asText && source === null ? String(value) : value;
    // A copied block (a phone) is compared by content, so an unchanged copy keeps the form object as it is.
    if (JSON.stringify(valueAt(data, field.path)) !== JSON.stringify(stored)) data = withValueAt(data, field.path, stored);
  }
  return data;
}

/**
 * The path a bare `{"var": "<path>"}` expression reads: such a field is a copy of that answer, whatever it
 * holds (a phone is an object), so the form asks it once (the contact number is the holder's mobile).
 */
function copiedFrom(expression: unknown): string | null {
  if (!isPlainObject(expression)) return null;
  const keys = Object.keys(expression);
  return keys.length === 1 && keys[0] === 'var' && typeof expression.var === 'string' ? expression.var : null;
}

/**
 * Everything the product derives from the answers: the fixed policy term's end date, then the calculated
 * fields. Runs on every change in the storefront and the studio and on every save in the gateway.
 */
export function deriveAnswers(bundle: Pick<ProductBundle, 'definition' | 'formSchema'>, formData: Record<string, unknown>): Record<string, unknown> {
  const { term } = bundle.definition;
  return applyCalculatedFields(bundle.formSchema, term ? applyPolicyTerm(term, formData) : formData);
}

/** Expressions that are not well formed or read fields the form lacks, each at its field in form.schema.json. */
export function calculatedFieldProblems(formSchema: JsonSchema, hasField: (path: string) => boolean): LocatedProblem[] {
  return calculatedFields(formSchema).flatMap((field) => expressionProblems(field.expression, hasField).map((message) => ({
    file: 'form.schema.json', pointer: `${field.pointer}/${X_CALC}`, message: `calculated field ${field.path}: ${message}`,
  })));
}
