/**
 * Checks of a form schema and its uiSchema that the meta schemas cannot make: every `format` is one the
 * storefront validates, every `ui:widget` / `ui:field` one its theme renders, and every `default` and
 * `examples` value passes the field's own schema.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { I18N_KEY } from '../localize-schema.js';
import { X_PATTERN_MESSAGE } from '../pattern-messages.js';
import type { JsonSchema } from '../product-types.js';
import { eachSchemaObject, isPlainObject, mapSchemaObjects, pointerSegment } from '../schema-walk.js';
import { KNOWN_FIELDS, KNOWN_FORMATS, KNOWN_WIDGETS } from './known-names.js';
import { describeSchemaError, SUMMARY_KEYWORDS } from './schema-error-words.js';

/** A finding of one file before it gets its line: the JSON pointer of the place and the sentence. */
export interface PlacedMessage {
  pointer: string;
  message: string;
}

/** `/properties/policyHolderInfo/allOf/1/properties/mail` -> `policyHolderInfo.mail`: the field a product owner knows. */
export function fieldNameOf(pointer: string): string {
  const segments = pointer.split('/').slice(1);
  const names = segments.filter((_segment, index) => segments[index - 1] === 'properties' || segments[index - 1] === '$defs');
  return names.join('.') || 'the form';
}

/** Every `format` that is not a known one. */
export function unknownFormats(schema: JsonSchema): PlacedMessage[] {
  const found: PlacedMessage[] = [];
  eachSchemaObject(schema, (node, pointer) => {
    if (typeof node.format !== 'string' || KNOWN_FORMATS.includes(node.format)) return;
    found.push({
      pointer: `${pointer}/format`,
      message: `field "${fieldNameOf(pointer)}" has format "${node.format}", which is not a known format (known: ${KNOWN_FORMATS.join(', ')})`,
    });
  });
  return found;
}

/**
 * Every `x-patternMessage` that cannot be a field's own pattern message: not an i18n key (texts written in
 * place, `{"tw": ...}`, were silently ignored and customers read "is not valid"), or beside no `pattern`.
 */
export function misplacedPatternMessages(schema: JsonSchema): PlacedMessage[] {
  const found: PlacedMessage[] = [];
  eachSchemaObject(schema, (node, pointer) => {
    if (!Object.hasOwn(node, X_PATTERN_MESSAGE)) return;
    const value = node[X_PATTERN_MESSAGE];
    const field = fieldNameOf(pointer);
    if (typeof value !== 'string' || !I18N_KEY.test(value)) {
      found.push({ pointer: `${pointer}/${X_PATTERN_MESSAGE}`, message: `field "${field}" has an "${X_PATTERN_MESSAGE}" that is not an i18n key: write a key such as "validation.${field.split('.').at(-1) ?? field}Format" and give it its texts in schemas/i18n/tw.json, cn.json and en.json` });
    } else if (typeof node.pattern !== 'string') {
      found.push({ pointer: `${pointer}/${X_PATTERN_MESSAGE}`, message: `field "${field}" has an "${X_PATTERN_MESSAGE}" but no "pattern" beside it: the message is shown only when the pattern refuses an answer` });
    }
  });
  return found;
}

/** Every `ui:widget` / `ui:field` the theme does not render, anywhere in a uiSchema. */
export function unknownWidgets(uiSchema: unknown, pointer = ''): PlacedMessage[] {
  if (Array.isArray(uiSchema)) return uiSchema.flatMap((item, index) => unknownWidgets(item, `${pointer}/${index}`));
  if (!isPlainObject(uiSchema)) return [];
  return Object.entries(uiSchema).flatMap(([name, value]): PlacedMessage[] => {
    const at = `${pointer}/${pointerSegment(name)}`;
    const field = pointer.split('/').slice(1).join('.') || 'the form';
    if (name === 'ui:widget' && typeof value === 'string' && !KNOWN_WIDGETS.includes(value)) {
      return [{ pointer: at, message: `field "${field}" asks for widget "${value}", which the storefront does not have (known: ${KNOWN_WIDGETS.join(', ')})` }];
    }
    if (name === 'ui:field' && typeof value === 'string' && !KNOWN_FIELDS.includes(value)) {
      return [{ pointer: at, message: `field "${field}" asks for field kind "${value}", which the storefront does not have (known: ${KNOWN_FIELDS.join(', ')})` }];
    }
    return unknownWidgets(value, at);
  });
}

/** The subschema of `schema` at a JSON pointer, or undefined. */
function schemaAt(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    node = Array.isArray(node) ? node[Number(key)] : isPlainObject(node) ? node[key] : undefined;
  }
  return isPlainObject(node) ? node : undefined;
}

/**
 * Two or more `const` errors of one place merged into one `enum` error: a `oneOf` of constants (the plans, the areas
 * a product offers) fails once per branch, and one sentence listing what is offered says it once.
 */
function asEnums(errors: readonly ErrorObject[]): ErrorObject[] {
  const merged = new Map<string, ErrorObject>();
  const constsAt = (place: string): number => errors.filter((error) => error.keyword === 'const' && error.instancePath === place).length;
  return errors.flatMap((error) => {
    if (error.keyword !== 'const' || constsAt(error.instancePath) < 2) return [error];
    const allowedValue = (error.params as { allowedValue: unknown }).allowedValue;
    const known = merged.get(error.instancePath);
    if (known) {
      (known.params as { allowedValues: unknown[] }).allowedValues.push(allowedValue);
      return [];
    }
    const asEnum: ErrorObject = { ...error, keyword: 'enum', params: { allowedValues: [allowedValue] } };
    merged.set(error.instancePath, asEnum);
    return [asEnum];
  });
}

/**
 * Every `default` and `examples` value of the product's own form schema that its field's schema refuses.
 * The field's schema is taken from the composed form (plans and areas resolved), with each `$ref` to a
 * shared part left open: what is checked is what the product itself says about the field, and small
 * schemas compile in a moment where the whole form takes a noticeable fraction of a second. A default
 * may leave required inner fields out (the buyer fills them in), so `required` is not asked.
 */
export function invalidDefaults(ownSchema: JsonSchema, composed: JsonSchema, compile: (schema: JsonSchema) => ValidateFunction): PlacedMessage[] {
  const found: PlacedMessage[] = [];
  eachSchemaObject(ownSchema, (node, pointer) => {
    const samples: [keyword: string, value: unknown][] = [
      ...(Object.hasOwn(node, 'default') ? [['default', node.default] as [string, unknown]] : []),
      ...(Array.isArray(node.examples) ? node.examples.map((example, index): [string, unknown] => [`examples/${index}`, example]) : []),
    ];
    const fieldSchema = schemaAt(composed, pointer);
    if (samples.length === 0 || !fieldSchema) return;
    const { default: _default, examples: _examples, ...rules } = fieldSchema;
    const validate = compile(mapSchemaObjects(rules, (part) => ('$ref' in part ? {} : part)));
    for (const [keyword, value] of samples) {
      if (validate(value)) continue;
      const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'required' && !SUMMARY_KEYWORDS.has(error.keyword));
      if (errors.length === 0) continue;
      const reasons = [...new Set(asEnums(errors).map((error) => describeSchemaError(error).message.replace(/^the file /, 'it ')))].join('; ');
      found.push({ pointer: `${pointer}/${keyword}`, message: `field "${fieldNameOf(pointer)}" has ${keyword.startsWith('examples') ? 'an example' : 'a default'} ${JSON.stringify(value)} that its own schema refuses: ${reasons}` });
    }
  });
  return found;
}

/** The `field.*` label keys each shared definition gives its own fields (`isMortgage` of `carInfo`), by key. */
function sharedLabelOwners(sharedDefs: Record<string, JsonSchema>): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const [name, def] of Object.entries(sharedDefs)) {
    eachSchemaObject(def, (node) => {
      if (typeof node.title !== 'string' || !node.title.startsWith('field.')) return;
      owners.set(node.title, (owners.get(node.title) ?? new Set()).add(name));
    });
  }
  return owners;
}

/**
 * Every field of a product's own form labelled with a label of a shared definition the form does not use: the
 * label was written for that definition's domain ("車輛是否按揭" of the car, asked on a fire policy's home step).
 * A field's label must be its own key, or the shared one only where the shared definition itself is used.
 */
export function borrowedLabels(formSchema: JsonSchema, sharedDefs: Record<string, JsonSchema>): PlacedMessage[] {
  const owners = sharedLabelOwners(sharedDefs);
  const used = new Set<string>();
  eachSchemaObject(formSchema, (node) => {
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/')) used.add(node.$ref.slice('#/$defs/'.length));
  });
  const found: PlacedMessage[] = [];
  eachSchemaObject(formSchema, (node, pointer) => {
    const definedBy = typeof node.title === 'string' ? owners.get(node.title) : undefined;
    if (!definedBy || [...definedBy].some((name) => used.has(name)) || typeof node.title !== 'string') return;
    found.push({
      pointer: `${pointer}/title`,
      message: `field "${fieldNameOf(pointer)}" is labelled "${node.title}", the label of the shared ${[...definedBy].join(', ')} this form does not use: it reads as another product's question. Give the field a label of its own in schemas/i18n (tw, cn, en)`,
    });
  });
  return found;
}
