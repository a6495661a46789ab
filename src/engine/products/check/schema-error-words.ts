/**
 * ajv's errors in words a product owner reads without knowing JSON schema: "titles must have a tw text"
 * rather than "/titles must have required property 'tw'".
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { LANGS } from '../product-types.js';
import { pointerSegment } from '../schema-walk.js';

/** `/plans/0/titles` -> `plans.0.titles`; the root is "the file". */
export function dottedPath(pointer: string): string {
  if (pointer === '') return '';
  return pointer.slice(1).split('/').map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')).join('.');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text in double quotes',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
  null: 'null',
};

function quoted(value: unknown): string {
  return JSON.stringify(value);
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => quoted(value)).join(', ');
}

/** The allowed field names of the object an `additionalProperties` error is about, when ajv kept the schema. */
function allowedFields(error: ErrorObject): string[] {
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties).filter((name) => name !== '$schema') : [];
}

/**
 * One ajv error as a sentence, with the pointer of the place it concerns (for a missing or extra field,
 * the object that should or should not have it; for an extra field, the field itself).
 */
export function describeSchemaError(error: ErrorObject): { pointer: string; message: string } {
  const pointer = error.instancePath;
  const where = dottedPath(pointer) || 'the file';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const what = (LANGS as readonly string[]).includes(missing) ? `a ${missing} text` : `a "${missing}" field`;
      return { pointer, message: `${where} must have ${what}` };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = allowedFields(error);
      const expected = allowed.length > 0 ? ` (the fields allowed there: ${allowed.join(', ')})` : '';
      return { pointer: `${pointer}/${pointerSegment(extra)}`, message: `${where} has a field "${extra}" that is not allowed there${expected}` };
    }
    case 'enum':
      return { pointer, message: `${where} is ${quoted(error.data)} but must be one of ${listOf(params.allowedValues as unknown[])}` };
    case 'const':
      return { pointer, message: `${where} is ${quoted(error.data)} but must be ${quoted(params.allowedValue)}` };
    case 'type':
      return { pointer, message: `${where} must be ${String(params.type).split(',').map((type) => TYPE_WORDS[type] ?? type).join(' or ')}` };
    case 'pattern':
      return { pointer, message: `${where} is ${quoted(error.data)}, which is not written as expected (it must match ${String(params.pattern)})` };
    case 'minItems':
      return { pointer, message: `${where} must list at least ${String(params.limit)} item(s)` };
    case 'maxItems':
      return { pointer, message: `${where} must list at most ${String(params.limit)} item(s)` };
    case 'uniqueItems':
      return { pointer, message: `${where} lists the same value twice (items ${String(params.j)} and ${String(params.i)})` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
      return { pointer, message: `${where} is ${quoted(error.data)} but ${error.message ?? 'is out of range'}` };
    default:
      return { pointer, message: `${where} ${error.message ?? `breaks the rule "${error.keyword}"`}` };
  }
}

/** Keywords whose error only says that a subschema failed. */
export const SUMMARY_KEYWORDS: ReadonlySet<string> = new Set(['oneOf', 'anyOf', 'if', 'allOf']);

/**
 * ajv with `allErrors` also reports each `oneOf`/`anyOf`/`if` that failed because a branch did: the
 * branch's own errors say more, so these summaries are kept only when nothing deeper was reported.
 */
export function withoutSummaryErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const detailed = errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
  return detailed.length > 0 ? detailed : [...errors];
}
