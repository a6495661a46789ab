/**
 * A valid whole order form for any product, derived from its data rather than written per product: the
 * composed form schema (shared $defs resolved, plans and areas as choices) is walked from the defaults
 * the gateway gave the new draft (order.create), filling every required field with a sample for its
 * shared $def (person, phone, address, identity document, car, declaration question), its own
 * `default` or `examples`, its choices, its format (every format the storefront knows has a sample),
 * or its type (free text within its length limits, a number within its limits), so a new product with
 * new required fields needs no code here; codes of the gateway's reference lists (the ui schema's `ui:options.source`) come from
 * the real adapter calls, and file fields get a photo the client's user uploads. The product's
 * `dateRange` rules are kept (the draft's start, an end within min/max days) and every person the
 * underwriting ages apply to is born well inside them; {@link outsideUnderwritingAges} gives the same
 * form with a person outside them (valid, but its release is refused).
 *
 * Test support, shared by two kinds of caller: the api and browser tests (conformance replays, the
 * several-gateways test, buying every product) and the benchmarks that buy (`npm run soak`, `bench`,
 * `bench:scale`), the one room of src that may import tests/support (eslint.config.js).
 */
import type { SignedApiClient } from '../../../src/api/index.js';
import {
  addCalendarDays, applyCalculatedFields, applyPolicyTerm, daysBetween, DECLARATION_ANSWERS, isFileIdSchema, MAX_INSURED_AGE, termDates, valueAt, withValueAt, X_SOURCE,
  type AgeLimit, type CustomFormatName, type JsonSchema, type ProductBundle,
} from '../../../src/engine/index.js';
import { termOf } from '../../../src/server/orders/policy-term.js';
import { TEST_PNG as PNG } from './upload-bytes.js';

type Form = Record<string, unknown>;

/** A product as the builder reads it: its bundle and its composed form schema. */
export interface OrderFormProduct {
  bundle: ProductBundle;
  schema: JsonSchema;
}

export interface ValidOrderFormOptions {
  /** How every declaration question is answered; a yes gets the notice its type asks for. Default no. */
  declarationAnswer?: (typeof DECLARATION_ANSWERS)[keyof typeof DECLARATION_ANSWERS];
}


/** Age (full years on the policy start) preferred for a person when the limits allow it. */
const PREFERRED_AGE = 35;
/** How far above a maximum age the refused variant's person is (when the limit has no minimum). */
const AGE_MARGIN = 5;

const PEOPLE = [
  { englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M' },
  { englishName: 'WONG MEI LING', chineseName: '黃美玲', gender: 'F' },
] as const;

/** Samples of the shared $defs (schemas/shared), completed by the walk with whatever a product adds. */
const DEF_SAMPLES: Readonly<Record<string, (index: number) => unknown>> = {
  person: (index) => ({ ...PEOPLE[index % PEOPLE.length], dob: '1990-03-15' }),
  identityDocument: () => ({ identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }),
  phone: () => ({ code: '853', 853: '66123456' }),
  address: () => 'Rua do Campo 10, 3 andar A, Macau',
  carInfo: () => ({
    type: 'P', username: 'CHAN TAI MAN', carCode: 'MA-12-34', carType2: 'MPV', carType3: 'HYBRID', motorCode: '2AR-1234567',
    carBodyCode: 'AYH30-0012345', motorSize: 1800, carSize: 7, carWeight: 2100, carYear: 2019, carDate: '2019-06-15', isMortgage: false,
  }),
};

/** A sample of every string format the storefront knows (src/engine/validation), so no format needs code here. */
const FORMAT_SAMPLES: Readonly<Record<CustomFormatName | 'date' | 'email', string>> = {
  'en-name': 'CHAN TAI MAN', 'zh-name': '陳大文', 'pt-name': 'João Conceição', 'id-mo': '1234567(8)', 'id-hk': 'A123456(3)',
  'id-cn': '11010519491231002X', 'mo-phone': '66123456', 'hk-phone': '91234567', 'cn-phone': '13812345678', 'mo-plate': 'MA-12-34',
  email: 'chan.tai.man@example.com', date: '2019-06-15',
};

/** Free text for a string field with no format, choice, example or default. */
const FREE_TEXT = 'Sample text for a test order';

/** A text within the field's length limits. */
function freeText(node: JsonSchema): string {
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  const max = typeof node.maxLength === 'number' ? node.maxLength : FREE_TEXT.length;
  return FREE_TEXT.padEnd(min, '.').slice(0, Math.max(min, Math.min(max, FREE_TEXT.length)));
}

/** A number within the field's limits: its minimum (or just above an exclusive one), else 1 capped by the maximum. */
function sampleNumber(node: JsonSchema): number {
  const step = node.type === 'integer' ? 1 : 0.5;
  if (typeof node.minimum === 'number') return node.minimum;
  if (typeof node.exclusiveMinimum === 'number') return node.exclusiveMinimum + step;
  const cap = typeof node.maximum === 'number' ? node.maximum : typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum - step : 1;
  return Math.min(1, cap);
}

/** Samples of fields by name: used for required fields no choice or format covers, and to fill these optional ones. */
const FIELD_SAMPLES: Readonly<Record<string, unknown>> = { mail: 'chan.tai.man@example.com', contentsValue: 350000, grossArea: 650 };

/** A text notice of a declaration answered yes. */
const TEXT_NOTICE = 'Rear spoiler fitted in 2021';

const isRecord = (value: unknown): value is Form => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema with its $ref and allOf folded in: properties (each a list of schemas), required, conditions. */
interface Flat {
  def: string | null;
  node: JsonSchema;
  properties: Map<string, JsonSchema[]>;
  required: Set<string>;
  conditions: { if: JsonSchema; then: JsonSchema }[];
}

interface Walk {
  defs: Record<string, JsonSchema>;
  /** Reference list fields by dotted path (`*` for list items): the list and the path of its parent code. */
  sources: Map<string, { source: string; dependsOn?: string }>;
  client: SignedApiClient;
  options: ValidOrderFormOptions;
  upload(): Promise<string>;
}

function flatten(schema: JsonSchema, defs: Record<string, JsonSchema>, into: Flat = { def: null, node: {}, properties: new Map(), required: new Set(), conditions: [] }): Flat {
  const { $ref, allOf, properties, required, if: condition, then, ...rest } = schema;
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/$defs/', '');
    const target = defs[name];
    if (!target) throw new Error(`unknown $ref ${$ref}`);
    into.def ??= name;
    flatten(target, defs, into);
  }
  if (Array.isArray(allOf)) for (const part of allOf as JsonSchema[]) flatten(part, defs, into);
  if (isRecord(properties)) {
    for (const [key, value] of Object.entries(properties)) into.properties.set(key, [...(into.properties.get(key) ?? []), value as JsonSchema]);
  }
  if (Array.isArray(required)) for (const key of required as string[]) into.required.add(key);
  if (isRecord(condition) && isRecord(then)) into.conditions.push({ if: condition, then });
  into.node = { ...into.node, ...rest };
  return into;
}

/** Whether an object value matches an `if` of the schemas (consts of present properties, required ones present). */
function matches(value: Form, condition: JsonSchema): boolean {
  const required = Array.isArray(condition.required) ? (condition.required as string[]) : [];
  if (required.some((key) => !(key in value))) return false;
  const properties = isRecord(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(([key, schema]) => !(key in value) || !isRecord(schema) || !('const' in schema) || schema.const === value[key]);
}

/** `root` with `value` at `path` (object keys and list indexes). */
function placed(root: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(root)) return root.map((item, index) => (String(index) === head ? placed(item, rest, value) : item));
  const object = isRecord(root) ? root : {};
  return { ...object, [head]: placed(object[head], rest, value) };
}

function firstChoice(node: JsonSchema): unknown {
  if (Array.isArray(node.oneOf)) {
    const option = (node.oneOf as JsonSchema[]).find((choice) => 'const' in choice);
    if (option) return option.const;
  }
  return Array.isArray(node.enum) ? (node.enum as unknown[])[0] : undefined;
}

/** The first code of a reference list of the gateway, through the real adapter calls. */
async function listCode(walk: Walk, source: string, parent: unknown): Promise<string> {
  const { client } = walk;
  const answer = source === 'carBrand' ? await client.call('adapter.carBrandList', {})
    : source === 'carModel' ? await client.call('adapter.carModelList', { brandCode: String(parent) })
      : source === 'mortgageBank' ? await client.call('adapter.mortgageList', {})
        : source === 'blockCode' ? await client.call('adapter.queryBlockCode', { limit: 1 })
          : null;
  if (answer === null) throw new Error(`no adapter call answers the list source ${source}`);
  const code = answer === false ? undefined : answer.items[0]?.code;
  if (code === undefined) throw new Error(`the ${source} list answered no code`);
  return code;
}

async function scalarFor(walk: Walk, node: JsonSchema, path: string[], form: () => Form): Promise<unknown> {
  const name = path.at(-1) ?? '';
  const source = walk.sources.get(path.map((segment) => (/^\d+$/.test(segment) ? '*' : segment)).join('.'));
  if (source) return listCode(walk, source.source, source.dependsOn === undefined ? '' : valueAt(form(), source.dependsOn));
  if (isFileIdSchema(node)) return walk.upload();
  if ('const' in node) return node.const;
  if ('default' in node) return structuredClone(node.default);
  if (Array.isArray(node.examples) && node.examples.length > 0) return structuredClone(node.examples[0]);
  if (name in FIELD_SAMPLES) return FIELD_SAMPLES[name];
  const choice = firstChoice(node);
  if (choice !== undefined) return choice;
  if (typeof node.format === 'string' && Object.hasOwn(FORMAT_SAMPLES, node.format)) return FORMAT_SAMPLES[node.format as keyof typeof FORMAT_SAMPLES];
  if (node.type === 'boolean') return false;
  if (node.type === 'integer' || node.type === 'number') return sampleNumber(node);
  // A pattern cannot be guessed from: the product states a valid value instead, as data.
  if (node.type === 'string' && typeof node.pattern !== 'string') return freeText(node);
  throw new Error(`no sample for ${path.join('.')}: give the field an "examples" value (e.g. "examples": ["..."]) in the product's form.schema.json`);
}

/** The value at `path` for `schema`, completing what is there (the draft's defaults, a $def sample). */
async function valueFor(walk: Walk, schema: JsonSchema, path: string[], existing: unknown, form: () => Form): Promise<unknown> {
  const flat = flatten(schema, walk.defs);
  const index = Number(path.findLast((segment) => /^\d+$/.test(segment)) ?? 0);
  const sample = flat.def !== null ? DEF_SAMPLES[flat.def]?.(index) : undefined;
  const type = flat.node.type ?? (flat.properties.size > 0 ? 'object' : undefined);
  if (flat.def === 'question') return answered(walk, isRecord(existing) ? existing : {});
  if (type === 'object') {
    const value: Form = { ...(isRecord(sample) ? sample : {}), ...(isRecord(flat.node.default) ? flat.node.default : {}), ...(isRecord(existing) ? existing : {}) };
    // What a field depending on another sees: the form with this object as filled so far.
    const current = (): Form => placed(form(), path, value) as Form;
    const fill = async (properties: Map<string, JsonSchema[]>, required: Set<string>): Promise<void> => {
      for (const [key, schemas] of properties) {
        if (!required.has(key) && !(key in value) && !(key in FIELD_SAMPLES)) continue;
        value[key] = await valueFor(walk, { allOf: schemas }, [...path, key], value[key], current);
      }
    };
    await fill(flat.properties, flat.required);
    for (const condition of flat.conditions) {
      if (!matches(value, condition.if)) continue;
      const then = flatten(condition.then, walk.defs);
      await fill(new Map([...then.properties].map(([key, schemas]) => [key, [...(flat.properties.get(key) ?? []), ...schemas]])), then.required);
    }
    return value;
  }
  if (type === 'array') {
    const prefix = Array.isArray(flat.node.prefixItems) ? (flat.node.prefixItems as JsonSchema[]) : [];
    const items = Array.isArray(existing) ? existing : Array.isArray(flat.node.default) ? structuredClone(flat.node.default) : [];
    const count = Math.max(items.length, typeof flat.node.minItems === 'number' ? flat.node.minItems : 0);
    const list: unknown[] = [];
    for (let i = 0; i < count; i += 1) {
      const itemSchema = prefix[i] ?? (isRecord(flat.node.items) ? flat.node.items : {});
      list.push(await valueFor(walk, itemSchema, [...path, String(i)], items[i], form));
    }
    return list;
  }
  if (existing !== undefined) return existing;
  if (sample !== undefined) return sample;
  return scalarFor(walk, flat.node, path, form);
}

/** A declaration question (its id, text and notice type from the draft's defaults) answered as asked. */
async function answered(walk: Walk, question: Form): Promise<Form> {
  const answer = walk.options.declarationAnswer ?? DECLARATION_ANSWERS.no;
  if (answer === DECLARATION_ANSWERS.no) return { ...question, answer };
  const options = Array.isArray(question.noticeList) ? (question.noticeList as { value: string }[]) : [];
  const notice = question.noticeType === 'upload' ? await walk.upload()
    : question.noticeType === 'pick' ? options[0]?.value
      : TEXT_NOTICE;
  if (notice === undefined) throw new Error(`declaration ${String(question.id)} offers no notice to pick`);
  return { ...question, answer, notice };
}

/** Every `ui:options.source` of the ui schema, by dotted field path (`*` for list items). */
function listSources(node: unknown, path: string[] = [], found = new Map<string, { source: string; dependsOn?: string }>()): Map<string, { source: string; dependsOn?: string }> {
  if (!isRecord(node)) return found;
  const options = node['ui:options'];
  if (isRecord(options) && typeof options.source === 'string') {
    found.set(path.join('.'), { source: options.source, ...(typeof options.dependsOn === 'string' ? { dependsOn: options.dependsOn } : {}) });
  }
  for (const [key, child] of Object.entries(node)) if (!key.startsWith('ui:')) listSources(child, [...path, key === 'items' ? '*' : key], found);
  return found;
}

/** The age limits the gateway's release check applies (product.json underwriting, or its default). */
function ageLimits(bundle: ProductBundle, form: Form): AgeLimit[] {
  const stated = bundle.definition.underwriting?.ages;
  if (stated) return stated;
  // The release check's default (src/server/orders/release-check.ts): every top-level list of persons.
  return Object.entries(form).filter(([, value]) => Array.isArray(value)).map(([field]) => ({ field, maxAge: MAX_INSURED_AGE }));
}

/** The policy start date of the form (its term's start). */
function startOf(bundle: ProductBundle, form: Form): string {
  const term = termOf(bundle);
  const start = term ? termDates(term, form).start : null;
  if (start === null) throw new Error(`${bundle.definition.code}: the draft's defaults give no policy start date`);
  return start;
}

/** The form with every person at `field` (an object, or each of a list) `age` full years old on `start`. */
function agedAt(form: Form, field: string, age: number, start: string): Form {
  // Born on 1 January: exactly `age` full years old on any start date of the year.
  const dob = `${Number(start.slice(0, 4)) - age}-01-01`;
  const value = valueAt(form, field);
  const aged = Array.isArray(value) ? value.map((person) => ({ ...(person as Form), dob })) : { ...(value as Form), dob };
  return withValueAt(form, field, aged);
}

/** An age within every limit on the field: {@link PREFERRED_AGE}, or the middle of the allowed span. */
function ageWithin(limits: AgeLimit[]): number {
  const low = Math.max(0, ...limits.map((limit) => limit.minAge ?? 0));
  const high = Math.min(120, ...limits.map((limit) => limit.maxAge ?? 120));
  if (low > high) throw new Error(`no age within ${JSON.stringify(limits)}`);
  return PREFERRED_AGE >= low && PREFERRED_AGE <= high ? PREFERRED_AGE : Math.floor((low + high) / 2);
}

/** The form with the product's dateRange rules kept: the start as the draft has it, the end within the span. */
function withinDateRules(bundle: ProductBundle, form: Form): Form {
  let data = form;
  for (const rule of bundle.definition.rules) {
    if (rule.kind !== 'dateRange') continue;
    const from = valueAt(data, rule.from);
    const days = daysBetween(from, valueAt(data, rule.to), true);
    const minDays = rule.minDays ?? 1;
    if (days !== null && days >= minDays && (rule.maxDays === undefined || days <= rule.maxDays)) continue;
    const end = typeof from === 'string' ? addCalendarDays(from, minDays - 1) : null;
    if (end === null) throw new Error(`${bundle.definition.code}: no start date at ${rule.from} for the date range rule`);
    data = withValueAt(data, rule.to, end);
  }
  return data;
}

/**
 * A valid whole order form of the product on the draft's defaults, for the client's signed-in user
 * (who uploads the photo a file field or a yes declaration needs).
 */
export async function validOrderForm(client: SignedApiClient, product: OrderFormProduct, defaults: Form, options: ValidOrderFormOptions = {}): Promise<Form> {
  const { bundle, schema } = product;
  let photo: string | null = null;
  const walk: Walk = {
    defs: (isRecord(schema.$defs) ? schema.$defs : {}) as Record<string, JsonSchema>,
    sources: listSources(bundle.uiSchema),
    client,
    options,
    async upload() {
      if (photo !== null) return photo;
      const uploaded = await client.call('plat.fileUpload', { name: 'registration.png', type: 'image/png', content: PNG.toString('base64') });
      if (!uploaded) throw new Error('plat.fileUpload failed');
      photo = uploaded.fileId;
      return photo;
    },
  };
  let form: Form = structuredClone(defaults);
  const root = flatten(schema, walk.defs);
  // Field by field, so a list field depending on another (a car model on its brand) sees the chosen one.
  for (const [key, schemas] of root.properties) {
    if (!root.required.has(key) && !(key in form)) continue;
    form = { ...form, [key]: await valueFor(walk, { allOf: schemas }, [key], form[key], () => form) };
  }
  const term = termOf(bundle);
  form = withinDateRules(bundle, term ? applyPolicyTerm(term, form) : form);
  const start = startOf(bundle, form);
  const limits = ageLimits(bundle, form);
  for (const field of new Set(limits.map((limit) => limit.field))) {
    form = agedAt(form, field, ageWithin(limits.filter((limit) => limit.field === field)), start);
  }
  return applyCalculatedFields(bundle.formSchema, form);
}

/** The top-level field holding the product's plan (the one whose choices are its plans). */
export function planField(bundle: ProductBundle): string {
  const properties = (bundle.formSchema.properties ?? {}) as Record<string, JsonSchema>;
  const found = Object.entries(properties).find(([, schema]) => schema[X_SOURCE] === 'plans');
  if (!found) throw new Error(`${bundle.definition.code}: no field of the form offers the plans`);
  return found[0];
}

/** The same form with the first person the underwriting ages apply to outside them: valid, but its release is refused. */
export function outsideUnderwritingAges(bundle: ProductBundle, form: Form): Form {
  const [limit] = ageLimits(bundle, form);
  if (!limit) throw new Error(`${bundle.definition.code} states no age limits: no release is refused`);
  // Younger than the minimum where there is one: tariffs banded by age rate the young, not always the old.
  const age = limit.minAge !== undefined && limit.minAge > 0 ? limit.minAge - 1 : (limit.maxAge ?? MAX_INSURED_AGE) + AGE_MARGIN;
  return agedAt(form, limit.field, age, startOf(bundle, form));
}
