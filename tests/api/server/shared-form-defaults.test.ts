/**
 * The trial calculator's form defaults are worked out once and shared between calls
 * (src/server/orders/form-defaults.ts): the shared copy must be what a fresh computation gives, move
 * with the policy start date at 22:00 Macao time, belong to its own product version only, and be safe
 * from a caller that tries to change it.
 */
import { describe, expect, it } from 'vitest';
import type { ProductBundle } from '../../../src/engine/index.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { formDefaults, sharedFormDefaults } from '../../../src/server/orders/form-defaults.js';
import { termOf } from '../../../src/server/orders/policy-term.js';

const catalog = loadProductCatalog('schemas');
const bundle = catalog.registry.list().find((candidate) => termOf(candidate) !== null) as ProductBundle;
const composed = catalog.composedSchema(bundle.definition.code);
/** 21:59 and 22:00 Macao time (UTC+8) on the same day: the policy start date moves on at 22:00. */
const beforeTen = new Date('2026-03-10T13:59:00Z');
const atTen = new Date('2026-03-10T14:00:00Z');

describe('shared form defaults of the calculator', () => {
  it('are the defaults a fresh computation gives, and the policy term moves on at 22:00 Macao time', () => {
    const shared = sharedFormDefaults();
    expect(shared(bundle, composed, beforeTen)).toEqual(formDefaults(bundle, composed, beforeTen));
    const later = shared(bundle, composed, atTen);
    expect(later).toEqual(formDefaults(bundle, composed, atTen));
    expect(later).not.toEqual(formDefaults(bundle, composed, beforeTen));
  });

  it('belong to one product version: a bundle of another version gets its own', () => {
    const shared = sharedFormDefaults();
    shared(bundle, composed, beforeTen);
    const field = Object.keys(composed.properties ?? {}).find((name) => name !== 'productCode') as string;
    const properties = composed.properties as Record<string, object>;
    const nextComposed = { ...composed, properties: { ...properties, [field]: { ...properties[field], default: 'next version' } } };
    const nextVersion: ProductBundle = { ...bundle, definition: { ...bundle.definition, version: `${bundle.definition.version}-next` } };
    expect(shared(nextVersion, nextComposed, beforeTen)[field]).toBe('next version');
    expect(shared(bundle, composed, beforeTen)[field]).not.toBe('next version');
  });

  it('cannot be changed by a caller for the next one', () => {
    const shared = sharedFormDefaults();
    const first = shared(bundle, composed, beforeTen) as Record<string, unknown>;
    expect(() => {
      first.productCode = 'changed';
    }).toThrow(TypeError);
    expect(shared(bundle, composed, beforeTen)).toEqual(formDefaults(bundle, composed, beforeTen));
  });
});
