import { describe, expect, it } from 'vitest';
import { createProductRegistry, normalizeProductDefinition, productLabels, type ProductBundle } from '../../../src/engine/index.js';
import { loadBundle, manifestCodes, rawProduct } from './product-fixture.js';

function renamed(bundle: ProductBundle, code: string): ProductBundle {
  return { ...bundle, definition: { ...bundle.definition, code } };
}

describe('normalizeProductDefinition', () => {
  it('applies the meta schema defaults and drops $schema', () => {
    const minimal = {
      $schema: '../../meta/product.schema.json', code: 'TXX', line: 'travel', version: '1.0.0',
      titles: { tw: '甲', cn: '甲', en: 'A' }, plans: [{ code: 'P', titles: { tw: '乙', cn: '乙', en: 'B' } }],
      steps: [{ id: 'only', titles: { tw: '丙', cn: '丙', en: 'C' }, fields: ['x'] }], flow: { machine: 'purchase' },
    };
    const definition = normalizeProductDefinition(minimal);
    expect(definition).toEqual({
      code: 'TXX', line: 'travel', version: '1.0.0', titles: minimal.titles, currency: 'MOP', plans: minimal.plans, areas: [],
      steps: [{ ...minimal.steps[0], kind: 'form' }], rules: [], flow: { machine: 'purchase', releaseCheck: true, premiumStep: true },
      channels: { disabledIn: [] }, companionProducts: [], quoteValidDays: 30,
      thirdPartyLiability: false, renewal: { offered: true, paidPage: false, motorCheck: false },
    });
    expect(definition.steps[0]).not.toBe(minimal.steps[0]);
  });

  it('keeps what TPS states', () => {
    const tps = normalizeProductDefinition(rawProduct('TPS').definition);
    expect(tps.steps.map((s) => s.kind)).toEqual(['form', 'form', 'form', 'review']);
    expect(tps.summaries?.en).toMatch(/trip/);
    expect(tps.rules).toHaveLength(1);
  });
});

describe('createProductRegistry', () => {
  const tps = loadBundle('TPS');
  const other = renamed(tps, 'THM');

  it('lists and finds products in manifest order', () => {
    const registry = createProductRegistry([tps, other], ['THM', 'TPS']);
    expect(registry.codes()).toEqual(['THM', 'TPS']);
    expect(registry.list()).toEqual([other, tps]);
    expect(registry.get('TPS')).toBe(tps);
    expect(registry.get('XYZ')).toBeUndefined();
  });

  it('sells only what the manifest names', () => {
    const registry = createProductRegistry([tps, other], ['TPS']);
    expect(registry.codes()).toEqual(['TPS']);
    expect(registry.get('THM')).toBeUndefined();
  });

  it('refuses a manifest naming a product twice or one without data', () => {
    expect(() => createProductRegistry([tps], ['TPS', 'TPS'])).toThrow(/TPS twice/);
    expect(() => createProductRegistry([tps], ['TPS', 'THM'])).toThrow(/THM but no product data/);
  });

  it('hands out copies of its lists', () => {
    const registry = createProductRegistry(manifestCodes.map(loadBundle), manifestCodes);
    registry.list().pop();
    registry.codes().pop();
    expect(registry.codes()).toEqual(manifestCodes);
    expect(registry.list()).toHaveLength(manifestCodes.length);
  });
});

describe('productLabels', () => {
  it('publishes product, "from" assumption, plan, area cover and step texts per language under flat keys', () => {
    const labels = productLabels([loadBundle('TPS')]);
    expect(labels.tw['product.TPS.title']).toBe('個人旅遊保險');
    expect(labels.cn['product.TPS.title']).toBe('个人旅游保险');
    expect(labels.en['product.TPS.summary']).toMatch(/^For a family or a group on one trip/);
    expect(labels.en['product.TPS.plan.FAMILY_SUPER']).toBe('Family Super');
    expect(labels.tw['product.TPS.step.confirm']).toBe('確認');
    expect(Object.keys(labels.en).filter((key) => key.includes('planSummary'))).toHaveLength(4);
    expect(labels.tw['product.TPS.areaCovers.Area2']).toBe('與區域一相同，另保途經美國的轉機或停留（最多 72 小時）');
    expect(labels.en['product.TPS.fromAssumes']).toBe('1 adult, 7 days, Asia');
    expect(Object.keys(labels.en)).toHaveLength(3 + 4 + 4 + 4 + 9);
  });

  it('includes plan summaries when a plan has them', () => {
    const tps = loadBundle('TPS');
    const [first, ...rest] = tps.definition.plans;
    const withSummary = { ...tps, definition: { ...tps.definition, plans: [{ ...first!, summaries: { tw: '甲', cn: '乙', en: 'C' } }, ...rest] } };
    expect(productLabels([withSummary]).cn['product.TPS.planSummary.INDIVIDUAL_BASIC']).toBe('乙');
  });
});
