/**
 * The storefront's `fast-uri` stand-in (src/ui/rjsf-dependency-replacements/schema-uri.ts, docs/decisions/016-order-route-diet.md) resolves and
 * compares the `$ref`s and `$id`s of a schema as fast-uri does, so @rjsf/utils finds the same definitions with it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../../src/ui/rjsf-dependency-replacements/schema-uri.js';

// Required, not imported: vite.config.ts aliases the import of `fast-uri` to the module under test.
const fastUri = createRequire(import.meta.url)('fast-uri') as { resolve(base: string, reference: string): string; equal(a: string, b: string): boolean };

const FORM = 'https://storefront.local/schemas/products/TPS/form.schema.json';

describe('schema URIs without fast-uri', () => {
  it.each([
    ['#', '#/$defs/person'],
    [FORM, '#/$defs/person'],
    [FORM, 'shared.json#/$defs/address'],
    ['https://storefront.local/schemas/products/TPS/', '../../shared/common.json'],
    ['person.json', 'address.json'],
    ['urn:example:form', '#/$defs/person'],
    ['', '#/$defs/a b'],
  ])('resolves %s against %s as fast-uri does', (base, reference) => {
    expect(resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it.each([
    [FORM, FORM],
    ['https://Storefront.LOCAL/schemas/./products/TPS/form.schema.json', FORM],
    [`${FORM}#`, `${FORM}#/$defs/person`],
    ['https://storefront.local/schemas/', 'https://storefront.local/schemas'],
    ['person.json', 'person.json'],
    ['person.json', 'address.json'],
  ])('compares %s and %s as fast-uri does', (first, second) => {
    expect(equal(first, second)).toBe(fastUri.equal(first, second));
  });
});
