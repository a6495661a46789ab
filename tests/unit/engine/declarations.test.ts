import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  checkProductBundle, composeFormSchema, customFormats, declarationFields, productLabels, stepSchema, type JsonSchema,
} from '../../../src/engine/index.js';
import { loadBundle, metaSchemas, rawProduct, sharedDefs } from './product-fixture.js';

const mtv = loadBundle('MTV');
const composed = composeFormSchema(mtv, sharedDefs);
const questionList = (composed.properties as Record<string, JsonSchema>).questionList as JsonSchema & { default: Record<string, unknown>[] };

type Item = Record<string, unknown>;
const answers: Record<string, Item> = {
  VEHICLE12: { answer: '0' },
  VEHICLE01: { answer: '1', notice: '2' },
  VEHICLE13: { answer: '1', notice: 'F-20300101-0123456789ABCDEF' },
  VEHICLE03: { answer: '0' },
};
const answered = (): Item[] => questionList.default.map((item) => ({ ...item, ...answers[item.id as string] }));

/** The declarations step validated the way the gateway does (ajv 2020, the storefront's formats). */
function declarationErrors(list: unknown): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false, formats: { ...customFormats, date: true, email: true } });
  const step = mtv.definition.steps.find((candidate) => candidate.id === 'declarations');
  if (!step) throw new Error('MTV has no declarations step');
  const validate = ajv.compile(stepSchema(composed, step));
  return validate({ questionList: list }) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
}

describe('x-source "declarations"', () => {
  it('gives one item per question of product.json, in order, unanswered by default', () => {
    expect(questionList).toMatchObject({ type: 'array', minItems: 4, maxItems: 4, items: { $ref: '#/$defs/question' } });
    expect(questionList['x-source']).toBeUndefined();
    expect(questionList.default.map((item) => item.id)).toEqual(['VEHICLE12', 'VEHICLE01', 'VEHICLE13', 'VEHICLE03']);
    expect(questionList.default[0]).toEqual({
      id: 'VEHICLE12', problem: 'product.MTV.declaration.VEHICLE12', isShow: true, noticeType: 'text',
      noticeTitle: 'product.MTV.declarationNotice.VEHICLE12',
      answerList: [{ value: '1', label: 'dict.answer.1' }, { value: '0', label: 'dict.answer.0' }],
    });
    expect(declarationFields(mtv.formSchema)).toEqual(['questionList']);
    expect(declarationFields(loadBundle('TPS').formSchema)).toEqual([]);
  });

  it('accepts the answered list and refuses a missing answer, a yes without its notice, a foreign pick and a swapped order', () => {
    expect(declarationErrors(answered())).toEqual([]);
    const list = answered();
    delete list[3]!.answer;
    expect(declarationErrors(list)).toContain('/questionList/3 required');
    const noNotice = answered();
    delete noNotice[1]!.notice;
    expect(declarationErrors(noNotice)).toContain('/questionList/1 required');
    const badPick = answered();
    badPick[1]!.notice = '9';
    expect(declarationErrors(badPick)).toContain('/questionList/1/notice enum');
    const badFile = answered();
    badFile[2]!.notice = 'not a file id';
    expect(declarationErrors(badFile)).toContain('/questionList/2/notice pattern');
    const swapped = answered();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(declarationErrors(swapped)).toContain('/questionList/0/id const');
    expect(declarationErrors(answered().slice(0, 3))).toContain('/questionList minItems');
    expect(declarationErrors([...answered(), answered()[0]])).toContain('/questionList maxItems');
  });

  it('publishes the question texts, notice labels and choices in every language', () => {
    const labels = productLabels([mtv]);
    expect(labels.en['product.MTV.declaration.VEHICLE13']).toBe('Does the car have any damage that has not been repaired?');
    expect(labels.tw['product.MTV.declarationNotice.VEHICLE01']).toBe('索償次數');
    expect(labels.cn['product.MTV.declarationOption.VEHICLE01.3']).toBe('3 次或以上');
  });

  it('is checked: declarations must exist for the marker, codes and choices are unique, pick needs choices', () => {
    const raw = structuredClone(rawProduct('MTV'));
    const questions = raw.definition.declarations as JsonSchema[];
    questions.push(structuredClone(questions[0]!));
    expect(checkProductBundle(raw, metaSchemas)).toEqual(['product.json: declaration VEHICLE12 is listed twice']);

    const noQuestions = structuredClone(rawProduct('MTV'));
    delete noQuestions.definition.declarations;
    expect(checkProductBundle(noQuestions, metaSchemas)).toEqual(['form.schema.json: a field takes its items from declarations but product.json lists no declarations']);

    const pickless = structuredClone(rawProduct('MTV'));
    delete ((pickless.definition.declarations as JsonSchema[])[1] as JsonSchema).noticeOptions;
    expect(checkProductBundle(pickless, metaSchemas).some((problem) => problem.includes("must have required property 'noticeOptions'"))).toBe(true);
  });
});
