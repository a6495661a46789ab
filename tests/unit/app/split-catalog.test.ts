/**
 * The app's catalogue in parts (src/app/products/split-catalog.ts, lazy-catalog.ts): every product as its card at
 * once, each product's whole definition, form schema, ui schema and rates only when loaded, a read before that throwing.
 */
import { describe, expect, it } from 'vitest';
import { lazyProductCatalog } from '../../../src/app/products/lazy-catalog.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { splitCatalog } from '../../../src/app/products/split-catalog.js';
import { loadProductCards } from '../../../src/app/products/product-cards.js';

// The app fetches the cards' chunk before it reads them (src/app/main.tsx).
await loadProductCards();

const full = productCatalog();
const [first, second] = full.registry.codes() as [string, string];

describe('the app\'s product catalogue in parts', () => {
  it('lists every product as its card before any product is loaded, and throws on a read past the card', () => {
    const catalog = splitCatalog();
    expect(catalog.registry.codes()).toEqual(full.registry.codes());
    const bundle = catalog.registry.get(first)!;
    const expected = full.registry.get(first)!.definition;
    expect([bundle.definition.code, bundle.definition.line, bundle.definition.titles, bundle.definition.channels]).toEqual([expected.code, expected.line, expected.titles, expected.channels]);
    expect(() => bundle.definition.plans).toThrow(/read before its page loaded the product/);
    expect(() => ({ ...bundle.definition })).toThrow(/read before its page loaded the product/);
    expect(catalog.sharedDefs).toEqual(full.sharedDefs);
  });

  it('throws on a read of a product\'s form schema, ui schema or rates before they are loaded', () => {
    const bundle = splitCatalog().registry.get(first)!;
    expect(() => bundle.formSchema).toThrow(/read before its page loaded them/);
    expect(() => bundle.uiSchema).toThrow(/read before its page loaded them/);
    expect(() => bundle.rates).toThrow(/read before its page loaded them/);
  });

  it('loads one product\'s parts, the same as the full catalogue\'s, and no other product\'s', async () => {
    const catalog = splitCatalog();
    await catalog.loadParts(first);
    const bundle = catalog.registry.get(first)!;
    const expected = full.registry.get(first)!;
    expect([bundle.formSchema, bundle.uiSchema, bundle.rates]).toEqual([expected.formSchema, expected.uiSchema, expected.rates]);
    expect({ ...bundle.definition }).toEqual(expected.definition);
    expect(catalog.partsLoaded(second)).toBe(false);
    expect(() => catalog.registry.get(second)!.formSchema).toThrow();
  });

  it('as the app holds it: nothing before a load, one product\'s parts for an order page, every product\'s otherwise', async () => {
    const forOrderPage = lazyProductCatalog(() => Promise.resolve(splitCatalog()));
    expect(() => forOrderPage.registry).toThrow(/read before a page past home loaded it/);
    await forOrderPage.loadParts(first);
    expect(forOrderPage.partsLoaded(first)).toBe(true);
    expect(forOrderPage.partsLoaded(second)).toBe(false);

    const forOtherPages = lazyProductCatalog(() => Promise.resolve(splitCatalog()));
    const announced: string[] = [];
    (await forOtherPages.loadDefinitions()).onProductLoaded((bundle) => announced.push(bundle.definition.code));
    const loaded = await forOtherPages.load();
    expect(loaded.registry.list().map((bundle) => bundle.rates)).toEqual(full.registry.list().map((bundle) => bundle.rates));
    expect(loaded.registry.list().map((bundle) => ({ ...bundle.definition }))).toEqual(full.registry.list().map((bundle) => bundle.definition));
    expect(announced.sort()).toEqual([...full.registry.codes()].sort());
  });
});
