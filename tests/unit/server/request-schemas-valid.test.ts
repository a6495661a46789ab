/**
 * The gateway compiles the contract's request schemas without checking them against the JSON Schema meta
 * schema (src/server/validation/create-ajv.ts, `validateSchema: false`, to answer sooner after a start): this
 * test is where that check happens instead, for every row, so a malformed schema still fails before it ships.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../src/contract/index.js';
import { endpointSchemas } from '../../../src/contract/schemas/index.js';
import { createAjv } from '../../../src/server/validation/create-ajv.js';

const ids = Object.keys(endpoints) as EndpointId[];

describe('the contract\'s request schemas', () => {
  it('are each valid JSON Schema 2020-12', () => {
    const meta = new Ajv2020({ strict: false, allErrors: true });
    const invalid = ids.flatMap((id) => (meta.validateSchema(endpointSchemas[id].request) ? [] : [`${id}: ${meta.errorsText(meta.errors)}`]));
    expect(invalid).toEqual([]);
  });

  it('would be refused by the check this test stands in for', () => {
    const meta = new Ajv2020({ strict: false });
    expect(meta.validateSchema({ type: 'object', properties: { name: { type: 'text' } } })).toBe(false);
  });

  it('compile, every one, with the gateway\'s options', () => {
    const bodies = createAjv({ validateSchema: false });
    const queries = createAjv({ coerceTypes: true, validateSchema: false });
    for (const id of ids) expect(() => (endpoints[id].method === 'GET' ? queries : bodies).compile(endpointSchemas[id].request), id).not.toThrow();
  });
});
