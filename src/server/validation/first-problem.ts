/** Turns ajv's error list into the one field a user should fix first. */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { ownPatternMessage } from '../../engine/index.js';

/** The first bad field of a payload or form. */
export interface FieldProblem {
  /** Dotted path from the root, e.g. `insurantInfo.0.englishName`. */
  path: string;
  /** The field's own name (last non-index path segment), e.g. `englishName`. */
  name: string;
  /** The i18n key of the field's schema title, when the schema has one. */
  labelKey: string | null;
  /** The failing JSON-schema keyword, e.g. `format`, `required`. */
  keyword: string;
  /** The field's own message key for a failed `pattern` (`x-patternMessage`), when its schema names one. */
  ownMessageKey?: string;
}

/** Errors inside one branch of a choice say which branch failed, not which field: report the choice itself. */
const INSIDE_CHOICE = /\/(?:oneOf|anyOf)\/\d+\//;

function titleOf(schema: unknown): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const title = (schema as { title?: unknown }).title;
  return typeof title === 'string' ? title : null;
}

function childSchema(parent: unknown, property: string): unknown {
  if (typeof parent !== 'object' || parent === null) return undefined;
  const properties = (parent as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  return (properties as Record<string, unknown>)[property];
}

/**
 * The first error worth showing, with the field it concerns. `if` errors and errors inside a
 * oneOf/anyOf branch only restate another error, so they are skipped when anything else is there.
 * Null for an empty list.
 */
export function firstProblem(errors: readonly ErrorObject[] | null | undefined): FieldProblem | null {
  if (!errors || errors.length === 0) return null;
  const useful = errors.filter((error) => error.keyword !== 'if' && !INSIDE_CHOICE.test(error.schemaPath));
  const error = useful[0] ?? errors[0];
  if (!error) return null;
  const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown };
  let labelKey = titleOf(error.parentSchema);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
    labelKey = titleOf(childSchema(error.parentSchema, params.missingProperty));
  } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
    labelKey = null;
  }
  const name = [...segments].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
  const ownMessageKey = error.keyword === 'pattern' ? ownPatternMessage(error.parentSchema) : undefined;
  return { path: segments.join('.'), name, labelKey, keyword: error.keyword, ...(ownMessageKey ? { ownMessageKey } : {}) };
}
