/**
 * What differs between products is product.json data (schemas/meta/product.schema.json): the service
 * sector, third-party cover, renewal, the insured object's words and the policy wording. Each is checked
 * by the meta schema and gets its default when absent.
 */
import { describe, expect, it } from 'vitest';
import { checkProductBundle, normalizeProductDefinition, productLabels } from '../../../src/engine/index.js';
import { loadBundle, metaSchemas, rawProduct } from './product-fixture.js';

/** A copy of TPS's raw files with `change` applied to its product.json. */
function tpsWith(change: (definition: Record<string, unknown>) => void) {
  const raw = structuredClone(rawProduct('TPS'));
  change(raw.definition as Record<string, unknown>);
  return raw;
}

describe('product data fields', () => {
  it('defaults: no sector, not third-party only, no paid page, the MTS renewal path for the motor line only', () => {
    // Without its `renewal` (TPS says it is not renewed, a cover of one trip), a product gets every default.
    const travel = normalizeProductDefinition(tpsWith((definition) => { delete definition.renewal; }).definition);
    expect(travel.serviceSector).toBeUndefined();
    expect(travel.thirdPartyLiability).toBe(false);
    expect(travel.renewal).toEqual({ offered: true, paidPage: false, motorCheck: false });
    const motor = normalizeProductDefinition(tpsWith((definition) => { definition.line = 'motor'; delete definition.renewal; }).definition);
    expect(motor.renewal).toEqual({ offered: true, paidPage: false, motorCheck: true });
    const optedOut = normalizeProductDefinition(tpsWith((definition) => { definition.line = 'motor'; definition.renewal = { motorCheck: false }; }).definition);
    expect(optedOut.renewal.motorCheck).toBe(false);
  });

  it('reads what the seed products say of themselves', () => {
    expect(loadBundle('MTV').definition).toMatchObject({ serviceSector: 'mtts', renewal: { paidPage: true, motorCheck: true } });
    expect(loadBundle('THLM').definition.serviceSector).toBe('thlm');
    expect(['MTT', 'MTS', 'MTTS', 'MTV'].map((code) => loadBundle(code).definition.thirdPartyLiability)).toEqual([true, true, true, false]);
    expect(['MTC', 'MTT', 'MTV', 'MTS', 'TPS'].map((code) => loadBundle(code).definition.renewal.paidPage)).toEqual([true, true, true, false, false]);
    expect(loadBundle('TPS').definition.wording).toEqual({
      version: '3.0', effectiveDate: '2026-03-01', titles: { tw: '旅遊保險條款', cn: '旅游保险条款', en: 'Travel Insurance Policy Clauses' },
    });
  });

  it('publishes a product\'s own insured object as its label, and none for a product that keeps its line\'s', () => {
    const labels = productLabels([loadBundle('FHH'), loadBundle('FHS')]);
    expect(labels.en['product.FHH.insuredObject']).toBe('another home');
    expect(labels.tw['product.FHH.insuredObject']).toBe('另一個家');
    expect(labels.en['product.FHS.insuredObject']).toBeUndefined();
  });

  it('refuses an unknown sector, a wording without its version and an insured object missing a language', () => {
    const problems = (change: (definition: Record<string, unknown>) => void) => checkProductBundle(tpsWith(change), metaSchemas);
    expect(problems((definition) => { definition.serviceSector = 'home'; }).join('\n')).toMatch(/serviceSector/);
    expect(problems((definition) => { definition.wording = { effectiveDate: '2026-01-01', titles: { tw: 'a', cn: 'b', en: 'c' } }; }).join('\n')).toMatch(/wording/);
    expect(problems((definition) => { definition.insuredObject = { tw: '另一艘船', en: 'another boat' }; }).join('\n')).toMatch(/insuredObject/);
    expect(problems(() => undefined)).toEqual([]);
  });
});
