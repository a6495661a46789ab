/**
 * What the label files and the product data say to a customer reads as one insurer's texts: a
 * floor area in one unit with one name (the home step asked for "平方尺" while the product's own price line said
 * "平方呎"), and no note meant for the product team ("(sample cover design)") in a customer's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const files = [
  ...['tw', 'cn'].map((lang) => `schemas/i18n/${lang}.json`),
  ...readdirSync('schemas/products', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `schemas/products/${entry.name}/product.json`),
];

describe('the unit of a floor area', () => {
  it('is 平方呎 in every Chinese text, never 平方尺 or 平方英尺', () => {
    const others = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/平方(?!呎)[^\s"，、）)]{0,2}/gu)].map((match) => `${file}: ${match[0]}`));
    expect(others).toEqual([]);
  });
});

describe('a product description', () => {
  it('carries no note for the product team such as "(sample cover design)"', () => {
    const notes = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/[(（][^()（）"]*(sample|示例|示範)[^()（）"]*[)）]/giu)].map((match) => `${file}: ${match[0]}`));
    expect(notes).toEqual([]);
  });
});
