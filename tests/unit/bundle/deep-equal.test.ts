/**
 * The storefront's `fast-equals` stand-in (src/ui/rjsf-dependency-replacements/deep-equal.ts, docs/decisions/016-order-route-diet.md) answers
 * as fast-equals does, configured as @rjsf/utils configures it, on the values rjsf compares: form data, schemas,
 * ui schemas and a Form's props.
 */
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createCustomEqual, type CustomEqualOptions } from '../../../src/ui/rjsf-dependency-replacements/deep-equal.js';

type Comparator = (a: unknown, b: unknown) => boolean;
// Required, not imported: vite.config.ts aliases the import of `fast-equals` to the module under test.
const fastEquals = createRequire(import.meta.url)('fast-equals') as { createCustomEqual(options: CustomEqualOptions): Comparator };

/** @rjsf/utils' deepEquals.js configuration. */
const RJSF_OPTIONS: CustomEqualOptions = {
  circular: true,
  createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }),
};
const ours = createCustomEqual(RJSF_OPTIONS);
const theirs = fastEquals.createCustomEqual(RJSF_OPTIONS);

const schema = { type: 'object', properties: { name: { type: 'string', minLength: 1 }, tags: { type: 'array', items: { $ref: '#/$defs/tag' } } }, required: ['name'] };
const cyclic = (): Record<string, unknown> => {
  const node: Record<string, unknown> = { name: 'a', children: [] };
  (node.children as unknown[]).push(node);
  return node;
};
const onChange = () => undefined;
const element = (text: string) => createElement('span', { className: 'hint' }, text);

const PAIRS: [string, unknown, unknown][] = [
  ['equal form data', { holder: { name: 'CHAN TAI MAN', age: 30 }, travellers: [{ name: 'A' }, { name: 'B' }] }, { holder: { name: 'CHAN TAI MAN', age: 30 }, travellers: [{ name: 'A' }, { name: 'B' }] }],
  ['form data differing in one leaf', { holder: { name: 'CHAN' } }, { holder: { name: 'CHEN' } }],
  ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }],
  ['a key undefined on one side only', { a: 1, b: undefined }, { a: 1 }],
  ['an extra key', { a: 1 }, { a: 1, c: 3 }],
  ['arrays of another length', [1, 2], [1, 2, 3]],
  ['arrays in another order', [1, 2], [2, 1]],
  ['an array and an object', [], {}],
  ['NaN and NaN', { n: Number.NaN }, { n: Number.NaN }],
  ['0 and -0', 0, -0],
  ['a number and its string', 1, '1'],
  ['null and undefined', null, undefined],
  ['null and an object', null, {}],
  ['equal schemas', schema, structuredClone(schema)],
  ['schemas differing in a limit', schema, { ...schema, properties: { ...schema.properties, name: { type: 'string', minLength: 2 } } }],
  ['equal dates', new Date('2026-11-27T00:00:00Z'), new Date('2026-11-27T00:00:00Z')],
  ['other dates', new Date('2026-11-27T00:00:00Z'), new Date('2026-11-28T00:00:00Z')],
  ['equal regular expressions', /^6\d{7}$/u, /^6\d{7}$/u],
  ['regular expressions with other flags', /a/i, /a/g],
  ['two functions', { onChange }, { onChange: () => 1 }],
  ['a function and a string', { onChange }, { onChange: 'x' }],
  ['equal React elements', { children: element('hint') }, { children: element('hint') }],
  ['React elements with other text', { children: element('hint') }, { children: element('other') }],
  ['maps with entries in another order', new Map<string, unknown>([['a', { x: 1 }], ['b', 2]]), new Map<string, unknown>([['b', 2], ['a', { x: 1 }]])],
  ['maps with another value', new Map([['a', 1]]), new Map([['a', 2]])],
  ['sets of equal objects in another order', new Set([{ a: 1 }, { b: 2 }]), new Set([{ b: 2 }, { a: 1 }])],
  ['sets with another member', new Set([1, 2]), new Set([1, 3])],
  ['a null-prototype object and an object', Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
  ['two null-prototype objects', Object.assign(Object.create(null), { a: 1 }), Object.assign(Object.create(null), { a: 1 })],
  ['a class instance and an object of its fields', new (class Point { x = 1; })(), { x: 1 }],
  ['two structures with the same cycle', cyclic(), cyclic()],
  ['a cycle and a tree', cyclic(), { name: 'a', children: [{ name: 'a', children: [] }] }],
];

describe('deep equality without fast-equals', () => {
  it.each(PAIRS)('compares %s as fast-equals does', (_name, a, b) => {
    expect(ours(a, b)).toBe(theirs(a, b));
    expect(ours(b, a)).toBe(theirs(b, a));
  });

  it('tells equal form data from changed form data', () => {
    expect(ours({ a: [{ b: 1 }] }, { a: [{ b: 1 }] })).toBe(true);
    expect(ours({ a: [{ b: 1 }] }, { a: [{ b: 2 }] })).toBe(false);
  });
});
