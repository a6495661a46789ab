import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chooseWidget, rankWidgets, schemaOptions, uiOptionsOf, WIDGET_RANKS, type JsonSchema, type WidgetRule,
} from '../../../src/engine/index.js';

const shared = (name: string) => JSON.parse(readFileSync(new URL(`../../../schemas/shared/${name}.json`, import.meta.url), 'utf8')) as JsonSchema;
const choices = (count: number): JsonSchema => ({
  type: 'string',
  oneOf: Array.from({ length: count }, (_, index) => ({ const: `C${index}`, title: `dict.code.C${index}` })),
});

describe('the ranked widget rules', () => {
  it('gives the shared phone and identity-document objects their fields', () => {
    expect(chooseWidget(shared('phone'))).toEqual({ kind: 'field', name: 'phone', rank: WIDGET_RANKS.shape });
    expect(chooseWidget(shared('identity-document'))).toEqual({ kind: 'field', name: 'identityDocument', rank: WIDGET_RANKS.shape });
    // A person is an object of fields, no single control.
    expect(chooseWidget(shared('person'))).toBeNull();
  });

  it('recognises a phone object only by area codes the storefront offers', () => {
    const phone = (codes: string[]): JsonSchema => ({ type: 'object', properties: { code: { type: 'string', enum: codes } } });
    expect(chooseWidget(phone(['853', '86']))?.name).toBe('phone');
    expect(chooseWidget(phone(['853', '1']))).toBeNull();
    expect(chooseWidget({ type: 'object', properties: { code: { type: 'string' } } })).toBeNull();
  });

  it('gives a declaration question its field', () => {
    const question: JsonSchema = {
      type: 'object',
      properties: { id: { type: 'string' }, problem: { type: 'string' }, answer: { type: 'integer', enum: [1, 0] }, noticeType: { type: 'string' }, notice: { type: 'string' } },
    };
    expect(chooseWidget(question)).toEqual({ kind: 'field', name: 'declarationQuestion', rank: WIDGET_RANKS.shape });
    expect(chooseWidget({ type: 'object', properties: { answer: { type: 'integer' } } })).toBeNull();
  });

  it('ranks formats: plate 10, names 10, date 5', () => {
    expect(chooseWidget({ type: 'string', format: 'mo-plate' })).toEqual({ kind: 'widget', name: 'plate', rank: 10 });
    for (const format of ['zh-name', 'en-name', 'pt-name']) expect(chooseWidget({ type: 'string', format })?.name).toBe('name');
    expect(chooseWidget({ type: 'string', format: 'date' })).toEqual({ kind: 'widget', name: 'date', rank: 5 });
    expect(chooseWidget({ type: 'string', format: 'email' })).toBeNull();
    expect(chooseWidget({ type: 'string' })).toBeNull();
  });

  it('draws up to four choices as tiles and more in a picker', () => {
    expect(chooseWidget(choices(2))?.name).toBe('radio');
    expect(chooseWidget(choices(4))?.name).toBe('radio');
    expect(chooseWidget(choices(5))?.name).toBe('picker');
    expect(chooseWidget({ type: 'integer', enum: [1, 0] })?.name).toBe('radio');
    // A oneOf of sub-schemas (not consts) is no choice list.
    expect(chooseWidget({ type: 'string', oneOf: [{ const: 'A' }, { type: 'string', minLength: 2 }] })).toBeNull();
  });

  it('draws choices with summaries as plan cards', () => {
    const plans: JsonSchema = { type: 'string', oneOf: [{ const: 'A', title: 'Plan A', description: 'Basic cover' }, { const: 'B', title: 'Plan B' }] };
    expect(rankWidgets(plans).map((choice) => choice.name)).toEqual(['plan', 'radio']);
  });

  it('uploads file ids, alone or in a list', () => {
    expect(chooseWidget({ type: 'string', contentMediaType: 'image/jpeg' })?.name).toBe('upload');
    expect(chooseWidget({ type: 'string', contentMediaType: 'application/pdf' })?.name).toBe('upload');
    expect(chooseWidget({ type: 'string', format: 'file-id' })?.name).toBe('upload');
    expect(chooseWidget({ type: 'array', items: { type: 'string', contentMediaType: 'image/*' } })?.name).toBe('upload');
    expect(chooseWidget({ type: 'string', contentMediaType: 'text/plain' })).toBeNull();
  });

  it('prefers a remote option source over the schema, and an explicit uiSchema choice over everything', () => {
    const brand: JsonSchema = { type: 'string', oneOf: [{ const: 'A' }, { const: 'B' }] };
    expect(chooseWidget(brand, { 'ui:options': { source: 'carBrand' } })).toEqual({ kind: 'widget', name: 'remoteSelect', rank: WIDGET_RANKS.remote });
    expect(chooseWidget(brand, { 'ui:widget': 'select' })).toEqual({ kind: 'widget', name: 'select', rank: WIDGET_RANKS.explicit });
    expect(chooseWidget(shared('phone'), { 'ui:field': 'custom' })).toEqual({ kind: 'field', name: 'custom', rank: WIDGET_RANKS.explicit });
    expect(chooseWidget({ type: 'number' }, { 'ui:options': { moneyStyle: 'wan' } })?.name).toBe('money');
    expect(chooseWidget({ type: 'number' }, { 'ui:options': { moneyStyle: 'dollars' } })).toBeNull();
  });

  it('lists every applicable choice best first and takes extra rules', () => {
    const custom: WidgetRule = { kind: 'widget', name: 'shout', rank: 50, test: (schema) => schema.format === 'mo-plate' };
    expect(rankWidgets({ type: 'string', format: 'mo-plate' }, undefined, [custom])).toEqual([{ kind: 'widget', name: 'shout', rank: 50 }]);
    expect(rankWidgets({ type: 'string', format: 'mo-plate' })).toEqual([{ kind: 'widget', name: 'plate', rank: 10 }]);
  });

  it('flattens uiSchema directives like rjsf and reads choice lists', () => {
    expect(uiOptionsOf({ 'ui:widget': 'radio', 'ui:options': { yearsBack: 3, widget: 'select' } })).toEqual({ widget: 'radio', yearsBack: 3 });
    expect(uiOptionsOf(null)).toEqual({});
    expect(schemaOptions({ enum: ['a', 'b'] })).toEqual([{ value: 'a' }, { value: 'b' }]);
    expect(schemaOptions({ type: 'string' })).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (schema, ui) => {
      const result = rankWidgets(schema as JsonSchema, ui);
      expect(Array.isArray(result)).toBe(true);
    }));
  });
});
