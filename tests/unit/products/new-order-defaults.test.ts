/**
 * Every product of the manifest starts a new order with values its own form schema and its own rules
 * accept: the gateway's defaults (form.schema.json `default`s and the policy term from the start date)
 * never pre-fill something the next step then refuses (TSS once started a 7-day period under its own
 * 30 to 366 day rule). Run over the manifest, so a product added later is checked without a new test.
 */
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkRules } from '../../../src/engine/index.js';
import { macaoToday } from '../../../src/server/calendar/macao-clock.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { formDefaults } from '../../../src/server/orders/form-defaults.js';
import { createAjv } from '../../../src/server/validation/create-ajv.js';

const catalog = loadProductCatalog('schemas');
const ajv = createAjv();

/** A Macao morning, and 22:30 Macao time, when the earliest start rolls to the next day. */
const CLOCKS = [new Date('2026-03-10T01:00:00Z'), new Date('2026-12-31T14:30:00Z')];

/**
 * Keywords that only say a value is incomplete: a new order has not been filled in yet, so a missing
 * field (and the `if`/`then` or `allOf` around it) is expected; a wrong value is not.
 */
const INCOMPLETE = new Set(['required', 'if', 'then', 'allOf', 'anyOf', 'oneOf']);

const wrongValues = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).filter((error) => !INCOMPLETE.has(error.keyword)).map((error) => `${error.instancePath} ${error.message ?? ''}`);

describe('a new order of every product', () => {
  for (const bundle of catalog.registry.list()) {
    const { code } = bundle.definition;
    it(`${code} starts with values its own schema and rules accept`, () => {
      const composed = catalog.composedSchema(code);
      const validate = ajv.compile(composed);
      for (const now of CLOCKS) {
        const defaults = formDefaults(bundle, composed, now);
        expect(checkRules(bundle.definition, defaults, macaoToday(now)), `${code} at ${now.toISOString()}`).toEqual([]);
        validate(defaults);
        expect(wrongValues(validate.errors), `${code} at ${now.toISOString()}`).toEqual([]);
      }
    });
  }
});
