import { describe, expect, it } from 'vitest';
import { composeFormSchema, I18N_KEY, localizeSchema, type JsonSchema } from '../../../src/engine/index.js';
import { loadBundle, sharedDefs } from './product-fixture.js';

const upper = (key: string): string => `<${key.toUpperCase()}>`;

describe('localizeSchema', () => {
  it('replaces titles and descriptions that are i18n keys, at every depth', () => {
    const schema: JsonSchema = {
      title: 'field.root',
      description: 'help.root',
      properties: {
        phone: { title: 'field.phone', oneOf: [{ const: '853', title: '+853' }, { const: '852', title: 'dict.area.08' }] },
        list: { type: 'array', items: { title: 'field.item', description: 'A literal sentence.' } },
      },
      $defs: { person: { allOf: [{ properties: { name: { title: 'field.englishName' } } }] } },
    };
    const out = localizeSchema(schema, upper);
    expect(out.title).toBe('<FIELD.ROOT>');
    expect(out.description).toBe('<HELP.ROOT>');
    const props = out.properties as Record<string, JsonSchema>;
    expect(props.phone?.title).toBe('<FIELD.PHONE>');
    expect(props.phone?.oneOf).toEqual([{ const: '853', title: '+853' }, { const: '852', title: '<DICT.AREA.08>' }]);
    expect((props.list?.items as JsonSchema).title).toBe('<FIELD.ITEM>');
    expect((props.list?.items as JsonSchema).description).toBe('A literal sentence.');
    expect(JSON.stringify(out.$defs)).toContain('<FIELD.ENGLISHNAME>');
  });

  it('leaves literal titles, instance data and property names alone', () => {
    const schema: JsonSchema = {
      title: 'TPS order form',
      properties: {
        title: { type: 'string', title: 'field.title', default: 'field.title' },
        meta: { type: 'object', default: { title: 'field.kept' }, const: { description: 'help.kept' } },
      },
    };
    const out = localizeSchema(schema, upper);
    expect(out.title).toBe('TPS order form');
    const props = out.properties as Record<string, JsonSchema>;
    expect(props.title).toEqual({ type: 'string', title: '<FIELD.TITLE>', default: 'field.title' });
    expect(props.meta).toEqual(schema.properties && (schema.properties as Record<string, JsonSchema>).meta);
  });

  it('matches keys, not sentences', () => {
    expect(I18N_KEY.test('product.TPS.plan.INDIVIDUAL_BASIC')).toBe(true);
    expect(I18N_KEY.test('dict.area.Area1')).toBe(true);
    expect(I18N_KEY.test('+853')).toBe(false);
    expect(I18N_KEY.test('Plan and dates')).toBe(false);
    expect(I18N_KEY.test('field')).toBe(false);
  });

  it('does not change its input and memoises per schema and translate function', () => {
    const composed = composeFormSchema(loadBundle('TPS'), sharedDefs);
    const before = JSON.stringify(composed);
    const t = (key: string): string => `tw:${key}`;
    const first = localizeSchema(composed, t);
    expect(JSON.stringify(composed)).toBe(before);
    expect(localizeSchema(composed, t)).toBe(first);
    const other = localizeSchema(composed, (key) => `en:${key}`);
    expect(other).not.toBe(first);
    expect((other.properties as Record<string, JsonSchema>).planCode?.title).toBe('en:field.planCode');
  });
});
