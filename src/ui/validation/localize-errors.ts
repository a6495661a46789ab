import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { customFormats } from '../../engine/index.js';
import { jsonFormats } from '../../engine/validation/json-formats.js';
import { translateText, type Translate } from '../form-context.js';

/** Formats with a message of their own under `validation.format.<name>`. */
const KNOWN_FORMATS = new Set([...Object.keys(customFormats), ...Object.keys(jsonFormats)]);

/** Keywords whose message takes the schema's limit as `{{limit}}`. */
const LIMIT_KEYWORDS = new Set(['minItems', 'maxItems', 'minLength', 'maxLength', 'minimum', 'maximum']);

/** Which message wins when one field breaks several keywords: the most actionable first. */
const PRIORITY = ['required', 'format', 'oneOf', 'anyOf', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'minimum', 'maximum', 'type'];

function rank(name: string | undefined): number {
  const index = PRIORITY.indexOf(name ?? '');
  return index < 0 ? PRIORITY.length : index;
}

/**
 * The i18n key and values for one ajv error (spec: every message the user can meet is localised); a
 * `pattern` error takes the field's own message when its schema names one (`ownPatterns`, by pattern).
 */
export function messageKeyFor(error: RJSFValidationError, ownPatterns: ReadonlyMap<string, string> = new Map()): { key: string; params?: Record<string, unknown> } {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return { key: 'validation.required' };
    case 'format': {
      const format = typeof params.format === 'string' ? params.format : '';
      return { key: KNOWN_FORMATS.has(format) ? `validation.format.${format}` : 'validation.format.generic' };
    }
    case 'pattern': {
      const own = typeof params.pattern === 'string' ? ownPatterns.get(params.pattern) : undefined;
      return { key: own ?? 'validation.pattern' };
    }
    case 'const':
    case 'enum':
    case 'type':
      return { key: `validation.${error.name}` };
    case 'oneOf':
    case 'anyOf':
      return { key: 'validation.oneOf' };
    default:
      if (error.name && LIMIT_KEYWORDS.has(error.name)) return { key: `validation.${error.name}`, params: { limit: params.limit } };
      return { key: 'validation.invalid' };
  }
}

/**
 * An rjsf `transformErrors` that replaces ajv's English messages with localised ones and leaves one message
 * per field. Errors that only explain another error are dropped: an `if` failure (its `then` branch already
 * reported the real problem) and the per-branch errors of a `oneOf`/`anyOf` (the group's own error says
 * "choose one of the options").
 */
export function createErrorLocalizer(translate: Translate, ownPatterns?: ReadonlyMap<string, string>): ErrorTransformer {
  return (errors) => {
    const meaningful = errors.filter((error) => {
      if (error.name === 'if') return false;
      const path = error.schemaPath ?? '';
      return !/\/(oneOf|anyOf)\/\d+\//.test(path);
    });
    const byProperty = new Map<string, RJSFValidationError>();
    for (const error of meaningful) {
      const property = error.property ?? '';
      const current = byProperty.get(property);
      if (!current || rank(error.name) < rank(current.name)) byProperty.set(property, error);
    }
    return [...byProperty.values()].map((error) => {
      const { key, params } = messageKeyFor(error, ownPatterns);
      const message = translate(key, params);
      // rjsf takes `title` from the schema, whose titles are i18n keys.
      const title = error.title ? translateText(translate, error.title) : undefined;
      return { ...error, message, title, stack: title ? `${title}: ${message}` : message };
    });
  };
}
