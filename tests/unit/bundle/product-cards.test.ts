/**
 * Home's product cards are cut at build time (src/build/vite-plugins/product-cards.ts): a card shows the price a
 * customer in the product's typical case is quoted today, and a product whose "from" price would change with the
 * day the policy starts fails the build rather than show a card that could promise less than the quote.
 */
import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { productCard, startsChecked } from '../../../src/build/vite-plugins/product-cards.js';
import { fromPremium } from '../../../src/engine/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadProductCards, productCards } from '../../../src/app/products/product-cards.js';

// The app fetches the cards' chunk before it reads them (src/app/main.tsx).
await loadProductCards();

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('product cards', () => {
  it('show every product on sale, in manifest order, at the price the product page quotes today', () => {
    const today = dayjs().format('YYYY-MM-DD');
    const bundles = productCatalog().registry.list();
    const cards = productCards();
    expect(cards.map((card) => card.definition.code)).toEqual(bundles.map((bundle) => bundle.definition.code));
    for (const bundle of bundles) {
      const card = cards.find((each) => each.definition.code === bundle.definition.code);
      expect({ code: bundle.definition.code, from: card?.from }).toEqual({ code: bundle.definition.code, from: fromPremium(bundle, today) });
    }
  });

  it('carry the card\'s fields alone: no plans, steps, rules, declarations or tariff', () => {
    const card = productCards()[0];
    expect(Object.keys(card ?? {}).sort()).toEqual(['definition', 'from']);
    expect(card?.definition).not.toHaveProperty('plans');
    expect(card?.definition).not.toHaveProperty('steps');
    expect(card?.definition).not.toHaveProperty('rules');
  });

  it('fail the build for a typical case whose price changes with the start date', () => {
    const product = readJson('schemas/products/TPS/product.json') as { fromPrice: { answers: Record<string, unknown>; daysAfterStart: Record<string, number> } };
    // A trip that always begins on one day and ends a week after the policy start: its length, and price, move with the start.
    product.fromPrice = { answers: { ...product.fromPrice.answers, commDate: dayjs().format('YYYY-MM-DD') }, daysAfterStart: { expiryDate: 6 } };
    expect(() => productCard(product, readJson('schemas/products/TPS/rates.json'))).toThrow(/TPS: the "from" price .* differs/);
  });

  it('are checked on each day of a year from the build and around the next 29 February', () => {
    const starts = startsChecked('2026-11-27');
    expect(starts).toHaveLength(370);
    expect(starts).toEqual(expect.arrayContaining(['2026-12-31', '2027-01-01', '2027-11-27', '2028-02-28', '2028-02-29', '2028-03-01']));
  });
});
