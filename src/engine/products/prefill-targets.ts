/**
 * Which blocks of an order form can be filled from what a signed-in user keeps on file (their profile,
 * saved relatives and saved cars), found from the form's own `$ref`s to the shared parts (schemas/shared):
 * a block built on the shared person that also holds the shared phone is the policy holder (the person the
 * insurer contacts; its shared address is filled too), any other shared person is an insured person, and a block built on the shared car is a
 * car (with the block's own fields, such as its registration photo). Nothing here names a product or a product's field.
 */
import type { JsonSchema } from './product-types.js';
import { isPlainObject } from './schema-walk.js';

/** The `$defs` names composeFormSchema gives the shared parts a prefill recognises. */
const SHARED_REF = { person: '#/$defs/person', phone: '#/$defs/phone', address: '#/$defs/address', car: '#/$defs/carInfo' } as const;
/** Relation choices are titled from this dictionary; its SELF entry is the "本人" choice. */
const RELATION_TITLE_PREFIX = 'dict.relation.';
const SELF_RELATION_TITLE = 'dict.relation.SELF';

export type PrefillKind = 'holder' | 'insured' | 'car';

/** A choice field beside an insured person saying how they are related to the holder. */
export interface RelationField {
  field: string;
  /** The value meaning "the holder themselves" (本人). */
  selfValue: string;
  values: string[];
}

/** A form block a user's saved data can fill. */
export interface PrefillTarget {
  kind: PrefillKind;
  /** The top-level form field of the block (the one a wizard step lists). */
  field: string;
  /** True when the field is a list of such blocks (several insured people). */
  list: boolean;
  /** The block's fields a saved person or car fills: the shared part's own, plus the holder's phone. */
  fields: string[];
  /**
   * The defaults of the parts an object field is made of (`identifyNo: { identificationType: 'IDCARD_MO' }`):
   * a field holding only these was never answered, so a saved value may fill it.
   */
  defaults: Record<string, Record<string, unknown>>;
  /** Each field's title (an i18n key), as the shared part names it: what a note about the filled fields shows. */
  titles: Record<string, string>;
  /** Insured people only, when the block asks for the relation. */
  relation?: RelationField;
}

const refOf = (schema: unknown): string | undefined => (isPlainObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined);

/** The block itself and each of its `allOf` parts: where a block's shared `$ref` and own properties sit. */
function partsOf(block: JsonSchema): JsonSchema[] {
  const allOf = Array.isArray(block.allOf) ? block.allOf.filter(isPlainObject) : [];
  return [block, ...allOf];
}

function propertiesOf(schema: JsonSchema): Record<string, unknown> {
  return isPlainObject(schema.properties) ? schema.properties : {};
}

/** A `$ref` to the composed schema's `$defs` resolved (one level: shared parts refer to each other once). */
function resolve(composed: JsonSchema, schema: unknown): JsonSchema {
  const ref = refOf(schema);
  if (!ref?.startsWith('#/$defs/')) return isPlainObject(schema) ? schema : {};
  const defs = isPlainObject(composed.$defs) ? composed.$defs : {};
  const def = defs[ref.slice('#/$defs/'.length)];
  return isPlainObject(def) ? def : {};
}

/** The shared part's properties, from the composed schema's `$defs`. */
function sharedProperties(composed: JsonSchema, ref: string): Record<string, unknown> {
  return propertiesOf(resolve(composed, { $ref: ref }));
}

/** The defaults inside each object-valued field (see {@link PrefillTarget.defaults}). */
function defaultsOf(composed: JsonSchema, properties: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const defaults: Record<string, Record<string, unknown>> = {};
  for (const [field, schema] of Object.entries(properties)) {
    const inner = Object.entries(propertiesOf(resolve(composed, schema)))
      .filter(([, part]) => isPlainObject(part) && part.default !== undefined)
      .map(([name, part]) => [name, (part as JsonSchema).default] as const);
    if (inner.length > 0) defaults[field] = Object.fromEntries(inner);
  }
  return defaults;
}

/** Each field's title: its own, else that of the shared part it refers to (see {@link PrefillTarget.titles}). */
function titlesOf(composed: JsonSchema, properties: Record<string, unknown>): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const [field, schema] of Object.entries(properties)) {
    const title = isPlainObject(schema) && typeof schema.title === 'string' ? schema.title : resolve(composed, schema).title;
    if (typeof title === 'string') titles[field] = title;
  }
  return titles;
}

function relationFieldOf(parts: JsonSchema[]): RelationField | undefined {
  for (const part of parts) {
    for (const [field, schema] of Object.entries(propertiesOf(part))) {
      const choices = isPlainObject(schema) && Array.isArray(schema.oneOf) ? schema.oneOf.filter(isPlainObject) : [];
      const titled = choices.filter((choice) => typeof choice.title === 'string' && choice.title.startsWith(RELATION_TITLE_PREFIX));
      const self = titled.find((choice) => choice.title === SELF_RELATION_TITLE);
      if (self && titled.length === choices.length) return { field, selfValue: String(self.const), values: choices.map((choice) => String(choice.const)) };
    }
  }
  return undefined;
}

function targetOf(composed: JsonSchema, field: string, property: JsonSchema): PrefillTarget | null {
  const list = property.type === 'array' && isPlainObject(property.items);
  const block = list ? (property.items as JsonSchema) : property;
  const parts = partsOf(block);
  const refs = new Set(parts.map(refOf));
  if (refs.has(SHARED_REF.car)) {
    // The block's own fields beside the shared car (its registration photo) belong to the car too: an order
    // that adds to a paid one for the same car reuses them rather than asking again.
    const own = Object.fromEntries(parts.flatMap((part) => Object.entries(propertiesOf(part))));
    const car = { ...sharedProperties(composed, SHARED_REF.car), ...own };
    return { kind: 'car', field, list, fields: Object.keys(car), defaults: defaultsOf(composed, car), titles: titlesOf(composed, car) };
  }
  if (!refs.has(SHARED_REF.person)) return null;
  const person = sharedProperties(composed, SHARED_REF.person);
  const sharedOwn = (ref: string): Record<string, unknown> => Object.fromEntries(parts.flatMap((part) => Object.entries(propertiesOf(part)).filter(([, schema]) => refOf(schema) === ref)));
  const phones = sharedOwn(SHARED_REF.phone);
  if (Object.keys(phones).length > 0) {
    // The holder's address is the profile's too (the shared address beside the shared phone).
    const holder = { ...person, ...phones, ...sharedOwn(SHARED_REF.address) };
    return { kind: 'holder', field, list, fields: Object.keys(holder), defaults: defaultsOf(composed, holder), titles: titlesOf(composed, holder) };
  }
  const relation = relationFieldOf(parts);
  return { kind: 'insured', field, list, fields: Object.keys(person), defaults: defaultsOf(composed, person), titles: titlesOf(composed, person), ...(relation ? { relation } : {}) };
}

const found = new WeakMap<JsonSchema, PrefillTarget[]>();

/**
 * The prefillable blocks of a composed order-form schema (composeFormSchema), in form order. Pure, and
 * memoised per schema object (the wizard and each of its steps ask for the same form's).
 */
export function prefillTargets(composed: JsonSchema): PrefillTarget[] {
  const cached = found.get(composed);
  if (cached) return cached;
  const targets = Object.entries(propertiesOf(composed))
    .map(([field, property]) => (isPlainObject(property) ? targetOf(composed, field, property) : null))
    .filter((target): target is PrefillTarget => target !== null);
  found.set(composed, targets);
  return targets;
}
