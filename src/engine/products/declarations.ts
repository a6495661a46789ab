/**
 * Declaration questions as form data (docs/spec/storefront-spec.md#3-entities-and-their-fields, "question list"): a product lists its questions
 * in product.json `declarations`, and a form array marked `"x-source": "declarations"` becomes one
 * item per question, in that order. Each item holds what the spec's question list holds: id, problem
 * (the i18n key of the question), answerList (yes=1, no=0), answer, isShow (the question is asked),
 * noticeType (text, pick or upload), notice (the text, the picked code or the uploaded file id), plus
 * the notice's label key and, for `pick`, its choices, so a widget renders a question from its value.
 */
import { productLabelKeys } from './product-label-keys.js';
import { DECLARATION_ANSWERS, type DeclarationDef, type JsonSchema, type ProductDefinition } from './product-types.js';
import { isPlainObject } from './schema-walk.js';

/** One choice of a question's answer list or of a `pick` notice; `label` is an i18n key. */
export interface DeclarationChoice {
  value: string;
  label: string;
}

/** The dictionary keys of the yes and no answers. */
export const ANSWER_LABELS = {
  yes: `dict.answer.${DECLARATION_ANSWERS.yes}`,
  no: `dict.answer.${DECLARATION_ANSWERS.no}`,
} as const;

/** The answer list every question offers (spec: yes=1, no=0). */
export function answerList(): DeclarationChoice[] {
  return [
    { value: DECLARATION_ANSWERS.yes, label: ANSWER_LABELS.yes },
    { value: DECLARATION_ANSWERS.no, label: ANSWER_LABELS.no },
  ];
}

/** What a new order holds for one question: everything but the answer and the notice. */
export function declarationDefault(productCode: string, question: DeclarationDef): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: question.code,
    problem: productLabelKeys.declaration(productCode, question.code),
    answerList: answerList(),
    isShow: true,
    noticeType: question.noticeType,
  };
  if (question.noticeTitles) item.noticeTitle = productLabelKeys.declarationNotice(productCode, question.code);
  if (question.noticeOptions) {
    item.noticeList = question.noticeOptions.map((option): DeclarationChoice => ({
      value: option.code,
      label: productLabelKeys.declarationOption(productCode, question.code, option.code),
    }));
  }
  return item;
}

/**
 * What the item at a question's position must satisfy besides the list's item schema: its id,
 * problem and notice type are the product's (a client cannot swap a question), and a picked notice
 * is one of the question's choices.
 */
function positionSchema(productCode: string, question: DeclarationDef, itemSchema: JsonSchema): JsonSchema {
  const allOf: JsonSchema[] = [itemSchema];
  if (question.noticeType === 'pick' && question.noticeOptions) {
    allOf.push({
      if: { properties: { answer: { const: DECLARATION_ANSWERS.yes } }, required: ['answer'] },
      then: { properties: { notice: { enum: question.noticeOptions.map((option) => option.code) } } },
    });
  }
  return {
    title: productLabelKeys.declaration(productCode, question.code),
    allOf,
    properties: {
      id: { const: question.code },
      problem: { const: productLabelKeys.declaration(productCode, question.code) },
      noticeType: { const: question.noticeType },
    },
  };
}

/**
 * Expands a form array marked `"x-source": "declarations"` (the marker already removed): exactly one
 * item per question, in product order (`prefixItems`, checked by ajv on both sides), every item also
 * valid against the array's own `items` schema (which rjsf renders each item with), and a `default`
 * listing the questions unanswered, so a new order starts with the question list filled in.
 */
export function declarationListSchema(definition: ProductDefinition, node: JsonSchema): JsonSchema {
  const questions = definition.declarations ?? [];
  const itemSchema = isPlainObject(node.items) ? node.items : {};
  return {
    ...node,
    type: 'array',
    items: itemSchema,
    prefixItems: questions.map((question) => positionSchema(definition.code, question, itemSchema)),
    minItems: questions.length,
    maxItems: questions.length,
    default: questions.map((question) => declarationDefault(definition.code, question)),
  };
}
