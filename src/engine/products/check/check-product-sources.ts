/**
 * The one check of the product data, whatever reads it (the CLI, the gateway's loader, the build, the
 * tests, the model check, a studio): every product of the manifest (or the codes asked for) file by file
 * and across its files, each finding with its file, line, column, field path and a sentence that says
 * what was expected. Reads through a {@link SchemaSource}, so it knows nothing of disks or browsers.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { scheduleProblems, type BenefitSchedule } from '../benefit-schedule.js';
import { crossFileProblems } from '../check-product-bundle.js';
import { checkRules, type RuleViolation } from '../check-rules.js';
import { applyCalculatedFields } from '../calculated-fields.js';
import { termOf, termStartingOn } from '../policy-term.js';
import { composeFormSchema } from '../compose-form-schema.js';
import { normalizeProductDefinition } from '../normalize-product.js';
import type { LocatedProblem } from '../plan-rates.js';
import { LANGS, type JsonSchema } from '../product-types.js';
import type { RatesTable } from '../rates-types.js';
import { isPlainObject } from '../schema-walk.js';
import { customFormats } from '../../validation/formats.js';
import { jsonFormats } from '../../validation/json-formats.js';
import { macaoToday } from '../../policies/cover-state.js';
import { unexplainedAreas } from './area-findings.js';
import { ageDefaults, termDateDefaults } from './default-findings.js';
import { copiedProductSlips, fromPriceSlips, pastDateDefaults, rateSlips, type ProductTexts } from './actuary-findings.js';
import { underivedReadonlyFields } from './derived-field-findings.js';
import type { Finding, Severity } from './finding.js';
import { borrowedLabels, invalidDefaults, misplacedPatternMessages, unknownFormats, unknownWidgets, type PlacedMessage } from './form-findings.js';
import { JsonSyntaxError, parseJsonWithPositions, type PositionedJson } from './json-positions.js';
import { hasText, namedKeys, textOf } from './product-texts.js';
import { describeSchemaError, dottedPath, withoutSummaryErrors } from './schema-error-words.js';

/** Reads the schemas folder: file texts by path relative to it (`products/TPS/rates.json`). */
export interface SchemaSource {
  /** The file's text, or undefined when there is no such file. */
  read(relativePath: string): string | undefined;
  /** The names of the files directly in a folder (empty when there is none). */
  list(relativeDir: string): string[];
}

/** The result of a check: every finding, errors and warnings, in file order. */
export interface ProductsCheck {
  findings: Finding[];
}

/** The four files of a product folder. */
export const PRODUCT_FILE_NAMES = ['product.json', 'form.schema.json', 'form.ui.json', 'rates.json'] as const;

/** The product's benefit schedule, beside the four files: it is shown, not priced, so it pins no version. */
export const BENEFITS_FILE_NAME = 'benefits.json';

/** Meta schemas compiled once per text: the gateway checks at every start, often many times in one test run. */
const metaValidators = new Map<string, ValidateFunction>();

function metaValidator(text: string, schema: JsonSchema): ValidateFunction {
  let validate = metaValidators.get(text);
  if (!validate) {
    validate = new Ajv2020({ allErrors: true, verbose: true, strict: false }).compile(schema);
    metaValidators.set(text, validate);
  }
  return validate;
}

const fieldAjv = new Ajv2020({ allErrors: true, verbose: true, strict: false, addUsedSchema: false, formats: { ...customFormats, ...jsonFormats } });
const fieldValidators = new Map<string, ValidateFunction>();

/** A field's schema compiled once per text: most fields' rules repeat across products. */
function fieldValidator(schema: JsonSchema): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = fieldValidators.get(text);
  if (!validate) {
    validate = fieldAjv.compile(schema);
    fieldValidators.set(text, validate);
  }
  return validate;
}

/**
 * Where a problem that knows no pointer most likely stands: the first name it mentions that the file
 * writes as a JSON text (`step insured shows field luggage` -> the step `"insured"`).
 */
function guessOffset(problem: LocatedProblem, text: string | undefined): number | undefined {
  if (problem.pointer !== '' || text === undefined) return undefined;
  for (const word of problem.message.match(/[A-Za-z0-9_.-]+/g) ?? []) {
    const at = text.indexOf(`"${word}"`);
    if (at !== -1) return at;
  }
  return undefined;
}

/** `shared/identity-document.json` -> `identityDocument`, the name form schemas `$ref` it by. */
export function sharedDefName(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
  return base.replace(/[-_]+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());
}

/** Any calendar day works as the start of a new order in the defaults check: the rules compare dates with each other. */
const REFERENCE_START = '2030-01-15';

/**
 * What a new order starts with, its term starting on `start`: each top-level field's `default`, then the
 * policy term (the product's own, or the travel dates' term a product without one gets, as the gateway
 * does) and the calculated fields.
 */
function newOrderDefaults(definition: ReturnType<typeof normalizeProductDefinition>, formSchema: JsonSchema, composed: JsonSchema, start: string): Record<string, unknown> {
  const properties = (isPlainObject(composed.properties) ? composed.properties : {}) as Record<string, unknown>;
  const defaults: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (isPlainObject(schema) && 'default' in schema) defaults[name] = structuredClone(schema.default);
  }
  const term = termOf({ definition, formSchema });
  return applyCalculatedFields(formSchema, term ? termStartingOn(term, defaults, start) : defaults);
}

/**
 * Checks the products of `codes` (default: every product of products/manifest.json) with the shared
 * parts, the meta schemas and the dictionaries they use. `displayRoot` prefixes each finding's file
 * (`schemas` gives `schemas/products/TPS/rates.json`).
 */
export function checkProductSources(source: SchemaSource, codes?: readonly string[], displayRoot = 'schemas'): ProductsCheck {
  const findings: Finding[] = [];
  const parsed = new Map<string, PositionedJson>();
  /** Records a finding at `pointer` of a file, or at a character `offset` when only that is known. */
  const add = (severity: Severity, file: string, pointer: string, message: string, offset?: number): void => {
    const json = parsed.get(file);
    const position = (offset === undefined ? json?.positionOf(pointer) : json?.positionAtOffset(offset)) ?? { line: 1, column: 1 };
    findings.push({ severity, file: `${displayRoot}/${file}`, ...position, path: dottedPath(pointer), message });
  };
  const readJson = (file: string, required = true): unknown => {
    const text = source.read(file);
    if (text === undefined) {
      if (required) add('error', file, '', 'the file is missing');
      return undefined;
    }
    try {
      const result = parseJsonWithPositions(text);
      parsed.set(file, result);
      return result.value;
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      findings.push({
        severity: 'error', file: `${displayRoot}/${file}`, ...error.position, path: '',
        message: `not valid JSON at column ${error.position.column}: ${error.expected}\n${error.caret}`,
      });
      return undefined;
    }
  };
  const addPlaced = (file: string, messages: PlacedMessage[], severity: Severity = 'error'): void => {
    for (const { pointer, message } of messages) add(severity, file, pointer, message);
  };
  const againstMeta = (file: string, value: unknown, metaFile: string, meta: unknown): boolean => {
    if (!isPlainObject(meta)) return false;
    const validate = metaValidator(source.read(metaFile) ?? '', meta);
    if (validate(value)) return true;
    for (const error of withoutSummaryErrors(validate.errors ?? [])) {
      const { pointer, message } = describeSchemaError(error);
      add('error', file, pointer, message);
    }
    return false;
  };

  const manifest = readJson('products/manifest.json');
  const listed = isPlainObject(manifest) && Array.isArray(manifest.products) ? manifest.products.filter((code): code is string => typeof code === 'string') : [];
  if (isPlainObject(manifest) && listed.length === 0) add('error', 'products/manifest.json', '/products', '"products" must list the product codes on sale, e.g. ["TPS"]');
  for (const code of codes ?? []) {
    if (!listed.includes(code)) add('error', 'products/manifest.json', '/products', `product ${code} is not on sale: add "${code}" to "products"`);
  }
  const productMeta = readJson('meta/product.schema.json');
  const ratesMeta = readJson('meta/rates.schema.json');
  const benefitsMeta = readJson('meta/benefits.schema.json');
  const sharedDefs: Record<string, JsonSchema> = {};
  const sharedFiles = source.list('shared').filter((file) => file.endsWith('.json')).sort().map((name) => [`shared/${name}`, readJson(`shared/${name}`)] as const);
  for (const [file, value] of sharedFiles) {
    if (!isPlainObject(value)) continue;
    sharedDefs[sharedDefName(file)] = value;
    addPlaced(file, unknownFormats(value));
  }
  const dictionaries = LANGS.map((lang) => ({ lang, file: `i18n/${lang}.json`, texts: readJson(`i18n/${lang}.json`) }));
  const missingTexts = (file: string, value: unknown): void => {
    for (const { key, pointer } of namedKeys(value)) {
      const missing = dictionaries.filter(({ texts }) => texts !== undefined && !hasText(texts, key));
      if (missing.length === 0) continue;
      add('error', file, pointer, `the text "${key}" has no ${missing.map(({ lang }) => lang).join(', ')} translation: add it to ${missing.map(({ file: dictionary }) => `${displayRoot}/${dictionary}`).join(', ')}`);
    }
  };
  for (const [file, value] of sharedFiles) missingTexts(file, value);
  /** The titles of every product on sale, read lazily: a copied folder is compared with them. */
  let saleTitles: ProductTexts[] | undefined;
  const titlesOnSale = (): ProductTexts[] => (saleTitles ??= listed.map((code) => {
    let titles: ProductTexts['titles'] = {};
    try {
      const definition = JSON.parse(source.read(`products/${code}/product.json`) ?? '{}') as { titles?: ProductTexts['titles'] };
      titles = isPlainObject(definition.titles) ? definition.titles : {};
    } catch {
      // A product whose product.json is broken is reported on its own.
    }
    return { code, titles, texts: [] };
  }));

  for (const code of (codes ?? listed).filter((candidate) => listed.includes(candidate))) {
    const path = (name: string): string => `products/${code}/${name}`;
    const [definition, formSchema, uiSchema, rates] = PRODUCT_FILE_NAMES.map((name) => readJson(path(name)));
    const definitionOk = definition !== undefined && againstMeta(path('product.json'), definition, 'meta/product.schema.json', productMeta);
    const ratesOk = rates !== undefined && againstMeta(path('rates.json'), rates, 'meta/rates.schema.json', ratesMeta);
    if (formSchema !== undefined && !isPlainObject(formSchema)) add('error', path('form.schema.json'), '', 'the form schema must be a group of fields in { }');
    if (uiSchema !== undefined && !isPlainObject(uiSchema)) add('error', path('form.ui.json'), '', 'the form layout must be a group of fields in { }');
    if (isPlainObject(definition) && definitionOk && definition.code !== code) {
      add('error', path('product.json'), '/code', `code "${String(definition.code)}" differs from its folder name ${code}`);
    }
    if (isPlainObject(formSchema)) {
      addPlaced(path('form.schema.json'), unknownFormats(formSchema));
      addPlaced(path('form.schema.json'), misplacedPatternMessages(formSchema));
      addPlaced(path('form.schema.json'), borrowedLabels(formSchema, sharedDefs));
      missingTexts(path('form.schema.json'), formSchema);
    }
    if (isPlainObject(uiSchema)) {
      addPlaced(path('form.ui.json'), unknownWidgets(uiSchema));
      missingTexts(path('form.ui.json'), uiSchema);
    }
    if (definitionOk) missingTexts(path('product.json'), definition);
    if (definitionOk && isPlainObject(definition) && definition.wording !== undefined) {
      for (const lang of LANGS) {
        const text = source.read(path(`wording/${lang}.html`));
        if (text === undefined || text.trim() === '') {
          add('error', path('product.json'), '/wording', `declares a policy wording, but ${displayRoot}/${path(`wording/${lang}.html`)} is ${text === undefined ? 'missing' : 'empty'}: every language needs its wording`);
        }
      }
    }
    if (ratesOk) missingTexts(path('rates.json'), rates);
    const benefits = readJson(path(BENEFITS_FILE_NAME));
    const benefitsOk = benefits !== undefined && againstMeta(path(BENEFITS_FILE_NAME), benefits, 'meta/benefits.schema.json', benefitsMeta);
    if (benefitsOk && definitionOk && isPlainObject(definition)) {
      for (const problem of scheduleProblems(benefits as BenefitSchedule, normalizeProductDefinition(definition).plans)) {
        add('error', path(problem.file), problem.pointer, problem.message);
      }
    }
    if (!definitionOk || !isPlainObject(formSchema)) continue;

    const normalized = normalizeProductDefinition(definition);
    const problems = crossFileProblems(normalized, formSchema, ratesOk ? rates as RatesTable : undefined);
    for (const problem of problems) {
      const file = path(problem.file);
      add('error', file, problem.pointer, problem.message, guessOffset(problem, source.read(file)));
    }
    if (problems.length > 0 || !isPlainObject(uiSchema) || !ratesOk) continue;
    const composed = composeFormSchema({ definition: normalized, formSchema, uiSchema, rates: rates as RatesTable }, sharedDefs);
    if (typeof composed.$id !== 'string') {
      add('error', path('form.schema.json'), '', 'the form schema needs an "$id" (e.g. "https://storefront.local/schemas/products/<CODE>/form.schema.json")');
    }
    addPlaced(path('form.schema.json'), invalidDefaults(formSchema, composed, fieldValidator));
    addPlaced(path('form.ui.json'), underivedReadonlyFields(normalized, formSchema, uiSchema), 'warning');
    addPlaced(path('rates.json'), rateSlips(rates as RatesTable), 'warning');
    addPlaced(path('product.json'), fromPriceSlips(normalized, rates as RatesTable, REFERENCE_START), 'warning');
    addPlaced(path('product.json'), unexplainedAreas(normalized), 'warning');
    const today = macaoToday();
    addPlaced(path('form.schema.json'), pastDateDefaults(formSchema, today), 'warning');
    addPlaced(path('form.schema.json'), termDateDefaults({ definition: normalized, formSchema }, today), 'warning');
    const texts: ProductTexts['texts'] = LANGS.flatMap((lang) => [
      { file: path(`wording/${lang}.html`), pointer: '', lang, text: source.read(path(`wording/${lang}.html`)) ?? '' },
      { file: path('product.json'), pointer: `/summaries/${lang}`, lang, text: normalized.summaries?.[lang] ?? '' },
    ]);
    for (const slip of copiedProductSlips({ code, titles: normalized.titles, texts }, titlesOnSale())) add('warning', slip.file, slip.pointer, slip.message);
    // A new order must start with values the product's own rules accept (TSS once pre-filled 7 days under its
    // 30 to 366 day rule). Rules compare dates with each other, so any start date shows it.
    const english = dictionaries.find(({ lang }) => lang === 'en')?.texts;
    const words = (violation: RuleViolation): string => textOf(english, violation.messageKey, violation.params) ?? violation.messageKey;
    const change = normalized.term ? 'Change the policy term\'s default' : 'Give the product a "term" whose "defaultDays" the rule accepts';
    for (const violation of checkRules(normalized, newOrderDefaults(normalized, formSchema, composed, REFERENCE_START), REFERENCE_START)) {
      add('error', path('product.json'), normalized.term ? '/term' : '/rules', `a new order starts with values this product's own rules refuse: "${violation.field}": ${words(violation)}. ${change} (or the field's "default") so a new order is accepted`);
    }
    // Ages are measured on a policy starting today: a default date of birth only grows older.
    addPlaced(path('form.schema.json'), ageDefaults({ definition: normalized, formSchema }, newOrderDefaults(normalized, formSchema, composed, today), words), 'warning');
  }
  return { findings };
}
