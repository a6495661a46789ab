import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { calculatedFieldProblems } from './calculated-fields.js';
import { normalizeProductDefinition } from './normalize-product.js';
import { X_PATTERN_MESSAGE } from './pattern-messages.js';
import { composeFormSchema, X_SOURCE, X_SOURCES } from './compose-form-schema.js';
import { customFormats } from '../validation/formats.js';
import { topLevelField } from './field-path.js';
import { PLAN_FIELD } from './policy-term.js';
import type { JsonSchema, ProductDefinition } from './product-types.js';
import type { BandedTableRates, RatesTable } from './rates-types.js';
import { bandCountWords } from './rating/band-count-words.js';
import { factorTableProblems } from './rating/factor-table.check.js';
import { isPlainObject, mapSchemaObjects } from './schema-walk.js';
import { locatedByPrefix, planRateProblems, type LocatedProblem } from './plan-rates.js';

/** The meta schemas a bundle is checked against (schemas/meta/*.schema.json, already parsed). */
export interface ProductMetaSchemas {
  product: JsonSchema;
  rates: JsonSchema;
}

/** A product's four files as parsed JSON, before any check. */
export interface RawProductBundle {
  definition: unknown;
  formSchema: unknown;
  uiSchema: unknown;
  rates: unknown;
}

/**
 * Everything wrong with one product's data, as sentences a product owner can act on (empty when the
 * product is sound): product.json against the product meta schema, rates.json against the rates meta
 * schema, then what JSON schema cannot say ({@link crossFileProblems}): step fields exist in the form, plans
 * and rates rows match both ways, areas have rates,
 * band lists match the bands, `x-source` values are known, fields named by rules, rates, the policy
 * term and underwriting exist (dotted paths by their top-level field), a per-plan term names the
 * product's plans and leaves none without a length, declarations are unique, calculated fields' expressions are well formed.
 * Given the shared `$defs` (keyed by camelCase
 * file name, as for `composeFormSchema`), it also compiles the composed form schema, which catches
 * broken `$ref`s and unknown keywords or formats. Compiles schemas at run time, so it belongs in the
 * gateway and the CLI, never in the browser bundle.
 */
export function checkProductBundle(raw: RawProductBundle, metaSchemas: ProductMetaSchemas, sharedDefs?: Record<string, JsonSchema>): string[] {
  const definitionErrors = schemaErrors(metaSchemas.product, raw.definition, 'product.json');
  const ratesErrors = schemaErrors(metaSchemas.rates, raw.rates, 'rates.json');
  const problems = [...definitionErrors, ...ratesErrors];
  if (!isPlainObject(raw.formSchema)) problems.push('form.schema.json: must be a JSON object');
  if (!isPlainObject(raw.uiSchema)) problems.push('form.ui.json: must be a JSON object');
  // Cross-file checks need well-formed parts; their problems above say what to fix first.
  if (definitionErrors.length > 0 || !isPlainObject(raw.formSchema)) return problems;

  const definition = normalizeProductDefinition(raw.definition);
  const formSchema = raw.formSchema;
  problems.push(...crossFileProblems(definition, formSchema, ratesErrors.length === 0 ? raw.rates as RatesTable : undefined)
    .map((problem) => `${problem.file}: ${problem.message}`));
  if (sharedDefs && problems.length === 0) problems.push(...formSchemaProblems(definition, formSchema, raw, sharedDefs));
  return problems;
}

/**
 * What JSON schema cannot say about a product whose product.json passed its meta schema (and whose
 * rates.json did, when given): the rules of {@link checkProductBundle} after the meta schemas, each with
 * the file it concerns and, where the rule knows it, the JSON pointer of the place to edit.
 */
export function crossFileProblems(definition: ProductDefinition, formSchema: JsonSchema, rates: RatesTable | undefined): LocatedProblem[] {
  const problems = [...definitionProblems(definition, formSchema).map(locatedByPrefix), ...calculatedFieldProblems(formSchema, fieldChecker(formSchema))];
  if (rates) {
    problems.push(...ratesProblems(definition, formSchema, rates).map(locatedByPrefix), ...planRateProblems(definition, rates));
  }
  return problems;
}

/** Compiles the composed form schema the way the storefront and the gateway will use it. */
function formSchemaProblems(definition: ProductDefinition, formSchema: JsonSchema, raw: RawProductBundle, sharedDefs: Record<string, JsonSchema>): string[] {
  const bundle = { definition, formSchema, uiSchema: raw.uiSchema as JsonSchema, rates: raw.rates as RatesTable };
  // Only whether the schema compiles matters here, so ajv's own date and email formats are accepted as names.
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false, strictTuples: false, formats: { ...customFormats, date: true, email: true }, keywords: [X_PATTERN_MESSAGE] });
  try {
    ajv.compile(composeFormSchema(bundle, sharedDefs));
    return [];
  } catch (error) {
    return [`form.schema.json: does not compile with the shared definitions: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * Each meta schema compiled once per parsed object, however many products are checked against it: the
 * gateway checks every product at start, and compiling the meta schemas again for each one was most of
 * its start-up time. An ajv of its own per schema, as two objects may carry the same `$id`.
 */
const metaValidators = new WeakMap<JsonSchema, ValidateFunction>();

function schemaErrors(schema: JsonSchema, data: unknown, file: string): string[] {
  let validate = metaValidators.get(schema);
  if (!validate) {
    validate = new Ajv2020({ allErrors: true }).compile(schema);
    metaValidators.set(schema, validate);
  }
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => `${file}: ${describeError(error)}`);
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  const detail = error.keyword === 'additionalProperties'
    ? ` (${String((error.params as { additionalProperty?: unknown }).additionalProperty)})`
    : error.keyword === 'enum' || error.keyword === 'const'
      ? ` (${JSON.stringify(error.params)})`
      : '';
  return `${where} ${error.message ?? error.keyword}${detail}`;
}

/** Whether the form defines the top-level field a dotted path starts in. */
function fieldChecker(formSchema: JsonSchema): (path: string) => boolean {
  const properties = isPlainObject(formSchema.properties) ? formSchema.properties : {};
  return (path) => Object.hasOwn(properties, topLevelField(path));
}

function definitionProblems(definition: ProductDefinition, formSchema: JsonSchema): string[] {
  const problems: string[] = [];
  const properties = isPlainObject(formSchema.properties) ? formSchema.properties : {};
  const hasField = fieldChecker(formSchema);
  duplicates(definition.plans.map((plan) => plan.code)).forEach((code) => problems.push(`product.json: plan ${code} is listed twice`));
  duplicates(definition.areas.map((area) => area.code)).forEach((code) => problems.push(`product.json: area ${code} is listed twice`));
  duplicates(definition.steps.map((step) => step.id)).forEach((id) => problems.push(`product.json: step ${id} is listed twice`));
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (!(field in properties)) problems.push(`product.json: step ${step.id} shows field ${field}, which form.schema.json does not define`);
    }
  }
  for (const rule of definition.rules) {
    for (const field of [rule.from, rule.to]) {
      if (!hasField(field)) problems.push(`product.json: ${rule.kind} rule uses field ${field}, which form.schema.json does not define`);
    }
    if (rule.minDays !== undefined && rule.maxDays !== undefined && rule.minDays > rule.maxDays) {
      problems.push(`product.json: ${rule.kind} rule on ${rule.from}..${rule.to} has minDays above maxDays`);
    }
  }
  for (const source of xSourcesIn(formSchema)) {
    if (!(X_SOURCES as readonly unknown[]).includes(source)) {
      problems.push(`form.schema.json: unknown ${X_SOURCE} ${JSON.stringify(source)} (expected one of ${X_SOURCES.join(', ')})`);
    } else if (source === 'areas' && definition.areas.length === 0) {
      problems.push(`form.schema.json: a field takes its choices from areas but product.json lists no areas`);
    } else if (source === 'declarations' && (definition.declarations ?? []).length === 0) {
      problems.push(`form.schema.json: a field takes its items from declarations but product.json lists no declarations`);
    }
  }
  const questions = definition.declarations ?? [];
  duplicates(questions.map((question) => question.code)).forEach((code) => problems.push(`product.json: declaration ${code} is listed twice`));
  for (const question of questions) {
    duplicates((question.noticeOptions ?? []).map((option) => option.code))
      .forEach((code) => problems.push(`product.json: declaration ${question.code} lists choice ${code} twice`));
  }
  const { term, underwriting } = definition;
  if (term?.monthsByPlan) problems.push(...planTermProblems(definition, term.monthsByPlan, term.months));
  const named: [part: string, field: string][] = [
    ...(term ? [term.start, term.end, ...(term.monthsByPlan ? [PLAN_FIELD] : [])] : [])
      .map((field): [string, string] => ['term', field]),
    ...(underwriting?.ages ?? []).map((limit): [string, string] => ['underwriting', limit.field]),
  ];
  for (const [part, field] of named) {
    if (!hasField(field)) problems.push(`product.json: ${part} uses field ${field}, which form.schema.json does not define`);
  }
  return problems;
}

/** A per-plan term names only the product's plans, and every plan has a length (its own or `months`). */
function planTermProblems(definition: ProductDefinition, monthsByPlan: Record<string, number>, months: number | undefined): string[] {
  const codes = definition.plans.map((plan) => plan.code);
  return [
    ...Object.keys(monthsByPlan).filter((code) => !codes.includes(code))
      .map((code) => `product.json: term.monthsByPlan names plan ${code}, which the product does not have`),
    ...(months === undefined ? codes.filter((code) => !Object.hasOwn(monthsByPlan, code)) : [])
      .map((code) => `product.json: plan ${code} has no term length (term.monthsByPlan has no entry and there is no term.months)`),
  ];
}

function ratesProblems(definition: ProductDefinition, formSchema: JsonSchema, rates: RatesTable): string[] {
  const problems: string[] = [];
  if (rates.currency !== definition.currency) {
    problems.push(`rates.json: currency ${rates.currency} differs from the product currency ${definition.currency}`);
  }
  switch (rates.kind) {
    case 'bandedTable':
      problems.push(...bandedTableProblems(definition, formSchema, rates));
      break;
    case 'factorTable':
      problems.push(...factorTableProblems(rates, fieldChecker(formSchema)));
      break;
  }
  return problems;
}

function bandedTableProblems(definition: ProductDefinition, formSchema: JsonSchema, rates: BandedTableRates): string[] {
  const problems: string[] = [];
  const properties = isPlainObject(formSchema.properties) ? formSchema.properties : {};
  const fields = [rates.rowKey, rates.columnKey, rates.bandBy.from, rates.bandBy.to, ...(rates.perPerson ? [rates.perPerson.field] : [])];
  for (const field of new Set(fields)) {
    if (!(field in properties)) problems.push(`rates.json: prices by field ${field}, which form.schema.json does not define`);
  }
  rates.bands.forEach((limit, index) => {
    const previous = rates.bands[index - 1];
    if (previous !== undefined && limit <= previous) problems.push(`rates.json: bands must ascend, but ${limit} follows ${previous}`);
  });
  for (const plan of definition.plans) {
    const row = rates.table[plan.code];
    // A plan without a row is reported by planRateProblems.
    if (!row) continue;
    for (const area of definition.areas) {
      if (!row[area.code]) problems.push(`rates.json: plan ${plan.code} has no column for area ${area.code}`);
    }
  }
  const complete = Object.values(rates.table).flatMap((row) => Object.values(row)).filter((amounts) => amounts.length === rates.bands.length);
  for (const [rowCode, row] of Object.entries(rates.table)) {
    for (const [columnCode, amounts] of Object.entries(row)) {
      if (amounts.length !== rates.bands.length) problems.push(`rates.json: ${rowCode}/${columnCode} ${bandCountWords(amounts, rates.bands, complete)}`);
    }
  }
  for (const row of rates.perPerson?.rows ?? []) {
    if (!rates.table[row]) problems.push(`rates.json: per-person row ${row} is not in the table`);
  }
  return problems;
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Every `x-source` value used anywhere in the form schema. */
function xSourcesIn(formSchema: JsonSchema): unknown[] {
  const found: unknown[] = [];
  mapSchemaObjects(formSchema, (node) => {
    if (X_SOURCE in node) found.push(node[X_SOURCE]);
    return node;
  });
  return found;
}
