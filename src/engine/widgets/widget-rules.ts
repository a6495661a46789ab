/**
 * Ranked widget rules (the JSON Forms "tester" idea): given a resolved (sub)schema and its uiSchema, every rule
 * says how well its widget or field fits, and the best rank wins. The storefront's rjsf theme asks these rules
 * when a product names no `ui:widget` / `ui:field`, so a product gets the right control from its schema alone
 * (a phone object gets the area-code + number field, a `mo-plate` string the plate widget, a long list a picker).
 *
 * Pure data in, data out: no React, no DOM. The names returned are the registry names of src/ui/registry.ts.
 */
import type { JsonSchema } from '../products/product-types.js';
import { PHONE_AREA_CODES } from '../validation/limits.js';

/** Widget names (rjsf `ui:widget`) the mobile theme registers beyond rjsf's own (`text`, `radio`, `select`…). */
export const WIDGET_NAMES = {
  plate: 'plate',
  name: 'name',
  upload: 'upload',
  date: 'date',
  radio: 'radio',
  picker: 'picker',
  plan: 'plan',
  area: 'area',
  money: 'money',
  remoteSelect: 'remoteSelect',
} as const;

/** Object-level field names (rjsf `ui:field`) the mobile theme registers. */
export const FIELD_NAMES = {
  phone: 'phone',
  identityDocument: 'identityDocument',
  declarationQuestion: 'declarationQuestion',
} as const;

/** A registered widget name. */
export type WidgetName = (typeof WIDGET_NAMES)[keyof typeof WIDGET_NAMES];
/** A registered field name. */
export type FieldName = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];

/**
 * Ranks of the built-in rules: an explicit uiSchema choice beats a schema shape, which beats a remote source,
 * which beats a format, and so on down to the generic choice lists.
 */
export const WIDGET_RANKS = {
  explicit: 100,
  shape: 20,
  remote: 15,
  format: 10,
  date: 5,
  plan: 4,
  choice: 3,
} as const;

/** Up to this many choices are drawn as tiles (radio); more open a picker. */
export const RADIO_MAX_OPTIONS = 4;

/** A widget goes into `ui:widget`, a field into `ui:field`. */
export type WidgetKind = 'widget' | 'field';

/** What the rules pick for a schema. */
export interface WidgetChoice {
  kind: WidgetKind;
  /** The registry name (`phone`, `plate`…), or whatever an explicit uiSchema named. */
  name: string;
  rank: number;
}

/** One rule: its choice and a tester that says whether the schema fits. */
export interface WidgetRule {
  kind: WidgetKind;
  name: string;
  rank: number;
  /** True when the rule applies to this (resolved) schema and its uiSchema options. */
  test(schema: JsonSchema, options: UiOptions): boolean;
}

/** A uiSchema's options flattened like rjsf's `getUiOptions`: `ui:widget` and `ui:options.widget` both give `widget`. */
export type UiOptions = Record<string, unknown>;

/** One choice of an enum / `oneOf` const list. */
export interface SchemaOption {
  value: unknown;
  title?: string;
  description?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The uiSchema's directives as one flat object: `ui:options` entries plus every other `ui:<name>` key as `<name>`
 * (the latter win, as in rjsf).
 */
export function uiOptionsOf(uiSchema: unknown): UiOptions {
  if (!isRecord(uiSchema)) return {};
  const options: UiOptions = isRecord(uiSchema['ui:options']) ? { ...uiSchema['ui:options'] } : {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') && key !== 'ui:options') options[key.slice(3)] = value;
  }
  return options;
}

/** The schema's type; inferred from `properties` / `items` when `type` is missing, first of a type list. */
export function schemaTypeOf(schema: JsonSchema): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((entry): entry is string => typeof entry === 'string' && entry !== 'null');
  if (isRecord(schema.properties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

/**
 * The fixed choices of a schema: `enum` values, or a `oneOf` / `anyOf` whose every branch is a `const` (rjsf's
 * "select" shape). Null when the schema is not a fixed choice list.
 */
export function schemaOptions(schema: JsonSchema): SchemaOption[] | null {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => ({ value }));
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (!branches || branches.length === 0) return null;
  const options: SchemaOption[] = [];
  for (const branch of branches) {
    if (!isRecord(branch) || !('const' in branch)) return null;
    options.push({
      value: branch.const,
      ...(typeof branch.title === 'string' ? { title: branch.title } : {}),
      ...(typeof branch.description === 'string' ? { description: branch.description } : {}),
    });
  }
  return options;
}

function property(schema: JsonSchema, name: string): JsonSchema | undefined {
  const properties = schema.properties;
  if (!isRecord(properties)) return undefined;
  const child = properties[name];
  return isRecord(child) ? child : undefined;
}

/** A phone object: a `code` property choosing among (some of) the storefront's area codes 853 / 852 / 86. */
export function isPhoneShaped(schema: JsonSchema): boolean {
  if (schemaTypeOf(schema) !== 'object') return false;
  const code = property(schema, 'code');
  const options = code ? schemaOptions(code) : null;
  if (!options || options.length === 0) return false;
  const known: readonly string[] = PHONE_AREA_CODES;
  return options.every((option) => known.includes(String(option.value)));
}

/** An identity document object: an `identificationType` choice (IDCARD_MO / IDCARD_HK / IDCARD_CN…). */
export function isIdentityDocumentShaped(schema: JsonSchema): boolean {
  if (schemaTypeOf(schema) !== 'object') return false;
  const type = property(schema, 'identificationType');
  const options = type ? schemaOptions(type) : null;
  return !!options && options.length > 0;
}

/**
 * A declaration question of the spec's car order (id, problem, answerList, answer, isShow, noticeType, notice):
 * an object with an `answer` and a `problem` or `noticeType`.
 */
export function isDeclarationQuestionShaped(schema: JsonSchema): boolean {
  if (schemaTypeOf(schema) !== 'object') return false;
  return !!property(schema, 'answer') && (!!property(schema, 'problem') || !!property(schema, 'noticeType'));
}

const NAME_FORMATS: ReadonlySet<string> = new Set(['zh-name', 'en-name', 'pt-name']);
const UPLOAD_MEDIA = /^(image\/|application\/pdf$)/;

/** A stored file id: a string with `contentMediaType` image/* or application/pdf, or `format: file-id`. */
export function isFileIdSchema(schema: JsonSchema): boolean {
  if (schemaTypeOf(schema) !== 'string') return false;
  const media = schema.contentMediaType;
  return (typeof media === 'string' && UPLOAD_MEDIA.test(media)) || schema.format === 'file-id';
}

function isScalar(schema: JsonSchema): boolean {
  const type = schemaTypeOf(schema);
  return type === 'string' || type === 'number' || type === 'integer';
}

function optionCount(schema: JsonSchema): number {
  return schemaOptions(schema)?.length ?? 0;
}

/** The built-in rules, in no particular order (the rank decides). */
export const WIDGET_RULES: readonly WidgetRule[] = [
  { kind: 'field', name: FIELD_NAMES.phone, rank: WIDGET_RANKS.shape, test: (schema) => isPhoneShaped(schema) },
  { kind: 'field', name: FIELD_NAMES.identityDocument, rank: WIDGET_RANKS.shape, test: (schema) => isIdentityDocumentShaped(schema) },
  { kind: 'field', name: FIELD_NAMES.declarationQuestion, rank: WIDGET_RANKS.shape, test: (schema) => isDeclarationQuestionShaped(schema) },
  {
    kind: 'widget',
    name: WIDGET_NAMES.remoteSelect,
    rank: WIDGET_RANKS.remote,
    test: (schema, options) => isScalar(schema) && typeof options.source === 'string' && options.source !== '',
  },
  {
    kind: 'widget',
    name: WIDGET_NAMES.upload,
    rank: WIDGET_RANKS.format,
    test: (schema) => isFileIdSchema(schema) || (schemaTypeOf(schema) === 'array' && isRecord(schema.items) && isFileIdSchema(schema.items)),
  },
  { kind: 'widget', name: WIDGET_NAMES.plate, rank: WIDGET_RANKS.format, test: (schema) => schema.format === 'mo-plate' },
  { kind: 'widget', name: WIDGET_NAMES.name, rank: WIDGET_RANKS.format, test: (schema) => typeof schema.format === 'string' && NAME_FORMATS.has(schema.format) },
  {
    kind: 'widget',
    name: WIDGET_NAMES.money,
    rank: WIDGET_RANKS.format,
    test: (schema, options) => isScalar(schema) && (options.moneyStyle === 'wan' || options.moneyStyle === 'thousands'),
  },
  { kind: 'widget', name: WIDGET_NAMES.date, rank: WIDGET_RANKS.date, test: (schema) => schema.format === 'date' },
  {
    kind: 'widget',
    name: WIDGET_NAMES.plan,
    rank: WIDGET_RANKS.plan,
    // Choices that carry their own summaries read best as cards.
    test: (schema) => (schemaOptions(schema) ?? []).some((option) => option.description !== undefined),
  },
  {
    kind: 'widget',
    name: WIDGET_NAMES.radio,
    rank: WIDGET_RANKS.choice,
    test: (schema) => isScalar(schema) && optionCount(schema) > 0 && optionCount(schema) <= RADIO_MAX_OPTIONS,
  },
  {
    kind: 'widget',
    name: WIDGET_NAMES.picker,
    rank: WIDGET_RANKS.choice,
    test: (schema) => isScalar(schema) && optionCount(schema) > RADIO_MAX_OPTIONS,
  },
];

/** The explicit choice of a uiSchema (`ui:field`, then `ui:widget`, either also inside `ui:options`), if any. */
export function explicitChoice(options: UiOptions): WidgetChoice | null {
  if (typeof options.field === 'string' && options.field !== '') return { kind: 'field', name: options.field, rank: WIDGET_RANKS.explicit };
  if (typeof options.widget === 'string' && options.widget !== '') return { kind: 'widget', name: options.widget, rank: WIDGET_RANKS.explicit };
  return null;
}

/**
 * Every applicable choice for `schema`, best first (ties keep the rules' order). An explicit `ui:field` /
 * `ui:widget` comes first with rank {@link WIDGET_RANKS}.explicit. Never throws: a non-object schema gives [].
 */
export function rankWidgets(schema: JsonSchema, uiSchema?: unknown, rules: readonly WidgetRule[] = WIDGET_RULES): WidgetChoice[] {
  if (!isRecord(schema)) return [];
  const options = uiOptionsOf(uiSchema);
  const choices: WidgetChoice[] = [];
  const explicit = explicitChoice(options);
  if (explicit) choices.push(explicit);
  for (const rule of rules) {
    if (rule.test(schema, options)) choices.push({ kind: rule.kind, name: rule.name, rank: rule.rank });
  }
  return choices
    .map((choice, index) => ({ choice, index }))
    .sort((a, b) => b.choice.rank - a.choice.rank || a.index - b.index)
    .map(({ choice }) => choice);
}

/** The best choice for `schema`, or null when no rule applies (rjsf's defaults then decide). */
export function chooseWidget(schema: JsonSchema, uiSchema?: unknown, rules: readonly WidgetRule[] = WIDGET_RULES): WidgetChoice | null {
  return rankWidgets(schema, uiSchema, rules)[0] ?? null;
}
