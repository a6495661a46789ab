/**
 * Server-side validation of order forms with the same schemas and rules the storefront uses: a save
 * at a wizard step checks every step up to it, a quotation checks the whole form. Each check throws
 * a {@link GatewayError} naming the first bad field, so handlers read as straight-line code.
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import {
  checkRules, fieldsThrough, findStep, pickFields, stepSchema,
  type JsonSchema, type ProductBundle, type StepDef,
} from '../../engine/index.js';
import type { ProductCatalog } from '../catalog/load-product-catalog.js';
import { invalidField } from '../gateway-error.js';
import type { MessageParam } from '../i18n/translator.js';
import { firstProblem } from './first-problem.js';

/** i18n key of the message for a missing field (`{{field}}` is its label). */
export const REQUIRED_MESSAGE = 'validation.requiredField';

export interface FormValidator {
  /** Checks the fields of every step up to and including `stepId` (schema per step, then the rules). */
  assertThroughStep(bundle: ProductBundle, stepId: string, formData: Record<string, unknown>, today: string): void;
  /** Checks the fields of one step only (the trial calculator prices the plan step alone). */
  assertStep(bundle: ProductBundle, step: StepDef, formData: Record<string, unknown>, today: string): void;
  /** Checks the whole form: composed schema, rules and plan limits. */
  assertWhole(bundle: ProductBundle, formData: Record<string, unknown>, today: string): void;
}

/**
 * @param knowsText whether a rule's message key has a text; unknown keys fall back to the generic
 *   "<field> is not valid" so the user never sees a raw key.
 */
export function createFormValidator(ajv: Ajv2020, catalog: ProductCatalog, knowsText: (key: string) => boolean): FormValidator {
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const assertSchema = (schema: JsonSchema, data: Record<string, unknown>): void => {
    const validate = validatorFor(schema);
    if (validate(data)) return;
    const problem = firstProblem(validate.errors);
    if (!problem) return;
    // A missing field reads better as "please fill in X" than "X is not valid"; a pattern may say what it wants.
    if (problem.keyword === 'required' && knowsText(REQUIRED_MESSAGE)) throw invalidField(problem, REQUIRED_MESSAGE);
    throw problem.ownMessageKey !== undefined && knowsText(problem.ownMessageKey) ? invalidField(problem, problem.ownMessageKey) : invalidField(problem);
  };

  /** A field the product's form does not have is refused, never stored: the form is the product's contract. */
  const assertKnownFields = (bundle: ProductBundle, data: Record<string, unknown>): void => {
    const properties = (catalog.composedSchema(bundle.definition.code).properties ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(data).find((field) => !Object.hasOwn(properties, field));
    if (unknown !== undefined) throw invalidField({ path: unknown, name: unknown, labelKey: null, keyword: 'additionalProperties' });
  };

  const assertRules = (bundle: ProductBundle, data: Record<string, unknown>, today: string): void => {
    const violation = checkRules(bundle.definition, data, today)[0];
    if (!violation) return;
    const labelKey = titleOf(catalog.composedSchema(bundle.definition.code), violation.field);
    // Rule fields may be dotted paths (basicInfo.startDate): the label is the last segment's.
    const name = violation.field.split('.').at(-1) ?? violation.field;
    const problem = { path: violation.field, name, labelKey, keyword: 'rule' };
    const params = (violation.params ?? {}) as Record<string, MessageParam>;
    throw knowsText(violation.messageKey) ? invalidField(problem, violation.messageKey, params) : invalidField(problem);
  };

  const assertPlanLimit = (bundle: ProductBundle, data: Record<string, unknown>): void => {
    const { rates, definition } = bundle;
    // Only banded tables price per person; other kinds have no persons list to limit.
    if (rates.kind !== 'bandedTable') return;
    const personsField = rates.perPerson?.field;
    const plan = definition.plans.find((candidate) => candidate.code === data[rates.rowKey]);
    const persons = personsField === undefined ? undefined : data[personsField];
    if (!personsField || !plan?.maxInsured || !Array.isArray(persons) || persons.length <= plan.maxInsured) return;
    const labelKey = titleOf(catalog.composedSchema(definition.code), personsField);
    throw invalidField({ path: personsField, name: personsField, labelKey, keyword: 'maxItems' });
  };

  return {
    assertThroughStep(bundle, stepId, formData, today) {
      const { definition } = bundle;
      const last = definition.steps.findIndex((step) => step.id === stepId);
      if (last < 0 || !findStep(definition, stepId)) {
        throw invalidField({ path: 'step', name: 'step', labelKey: null, keyword: 'enum' });
      }
      assertKnownFields(bundle, formData);
      const data = pickFields(formData, fieldsThrough(definition, stepId));
      const composed = catalog.composedSchema(definition.code);
      for (const step of definition.steps.slice(0, last + 1)) assertSchema(stepSchema(composed, step), data);
      assertRules(bundle, data, today);
      assertPlanLimit(bundle, data);
    },
    assertStep(bundle, step, formData, today) {
      assertKnownFields(bundle, formData);
      const data = pickFields(formData, step.fields);
      assertSchema(stepSchema(catalog.composedSchema(bundle.definition.code), step), data);
      assertRules(bundle, data, today);
    },
    assertWhole(bundle, formData, today) {
      assertKnownFields(bundle, formData);
      assertSchema(catalog.composedSchema(bundle.definition.code), formData);
      assertRules(bundle, formData, today);
      assertPlanLimit(bundle, formData);
    },
  };
}

function titleOf(schema: JsonSchema, field: string): string | null {
  const properties = schema.properties as Record<string, { title?: unknown }> | undefined;
  const title = properties?.[field]?.title;
  return typeof title === 'string' ? title : null;
}
