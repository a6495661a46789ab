/**
 * For every contract row, requests that violate its request schema — generated from the schema:
 * `__proto__` keys, 10,000-character strings, wrong types, missing required fields, unknown fields, a
 * body that is not an object — are refused with a 4xx envelope whose tipMsg is localised, and leave
 * the database exactly as it was (every row of every table compared before and after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '../../../src/contract/index.js';
import { endpointSchemas, type JsonSchema } from '../../../src/contract/schemas/index.js';
import { signIn, startTestGateway, type TestGateway } from '../server/signed-fetch.js';
import { databaseDump } from '../support/database-dump.js';

let tg: TestGateway;
let token: string;
beforeAll(async () => {
  tg = await startTestGateway();
  token = await signIn(tg);
});
afterAll(async () => {
  await tg.stop();
});

interface Violation {
  label: string;
  /** For POST: the JSON text sent. For GET: the query string. */
  raw: string;
}

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
};

const LONG = 'x'.repeat(10_000);

/** A value of a type the property does not accept. */
function wrongTypeValue(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': return 12345;
    case 'integer': case 'number': return 'not a number';
    case 'boolean': return 'yes';
    case 'array': return { not: 'an array' };
    case 'object': return 'not an object';
    default: return undefined;
  }
}

/** A payload that satisfies the required fields well enough to isolate each violation (values may be wrong; they are never sent alone). */
function violationsOf(id: EndpointId): Violation[] {
  const def = endpoints[id];
  const schema = endpointSchemas[id].request as Schema;
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const out: Violation[] = [];
  if (def.method === 'POST') {
    out.push({ label: '__proto__ key', raw: '{"__proto__":{"polluted":true}}' });
    out.push({ label: 'nested __proto__', raw: `{"constructor":{"prototype":{"polluted":true}}}` });
    // The same keys spelled with \u escapes: JSON.parse decodes them to the very same keys.
    out.push({ label: 'escaped __proto__ key', raw: '{"\\u005f_proto__":{"polluted":true}}' });
    out.push({ label: 'escaped constructor.prototype', raw: '{"\\u0063onstructor":{"prototype":{"polluted":true}}}' });
    out.push({ label: 'body that is an array', raw: '[]' });
    out.push({ label: 'body that is a string', raw: '"text"' });
    out.push({ label: 'unknown field', raw: JSON.stringify({ notAField: LONG }) });
    for (const name of names) {
      const wrong = wrongTypeValue(properties[name] as Schema);
      if (wrong !== undefined) out.push({ label: `${name} of the wrong type`, raw: JSON.stringify({ [name]: wrong }) });
      const type = (properties[name] as Schema).type;
      if (type === 'string') out.push({ label: `${name} of 10,000 characters`, raw: JSON.stringify({ [name]: LONG }) });
    }
    if ((schema.required ?? []).length > 0) out.push({ label: 'every required field missing', raw: '{}' });
  } else {
    out.push({ label: '__proto__ key', raw: `__proto__=${LONG.slice(0, 100)}` });
    out.push({ label: 'unknown field of 10,000 characters', raw: `notAField=${LONG}` });
    for (const name of names) {
      const property = properties[name] as Schema;
      if (property.type === 'integer' || property.type === 'number') out.push({ label: `${name} not a number`, raw: `${name}=abc` });
      if (property.type === 'string') out.push({ label: `${name} of 10,000 characters`, raw: `${name}=${LONG}` });
    }
  }
  return out;
}

/** Path parameters that route to the row (the payload is refused before they are looked at). */
function pathFor(id: EndpointId): string {
  const def = endpoints[id];
  const params = Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, name === 'product' ? 'TPS' : 'ABCDEF123']));
  return buildPath(def.path, params);
}

/** Rows whose payload is not checked: the unsigned label file and the browser redirects take no schema-bound input of ours. */
const checkedRows = (Object.keys(endpoints) as EndpointId[]).filter((id) => {
  const def = endpoints[id] as { raw?: boolean; redirect?: boolean };
  return !def.raw && !def.redirect;
});

describe('schema-violating requests change nothing', () => {
  it.each(checkedRows)('%s refuses every generated violation with a localised 4xx and the database unchanged', async (id) => {
    const def = endpoints[id];
    const violations = violationsOf(id);
    expect(violations.length).toBeGreaterThan(1);
    const before = await databaseDump(tg.gateway.db);
    for (const violation of violations) {
      const result = def.method === 'POST'
        ? await tg.send({ method: 'POST', path: pathFor(id), body: violation.raw, token, lang: 'tw' })
        : await tg.send({ method: 'GET', path: `${pathFor(id)}?${violation.raw}`, token, lang: 'tw' });
      expect(result.status, `${id}: ${violation.label} → ${result.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(result.status, `${id}: ${violation.label}`).toBeLessThan(500);
      expect(result.envelope.succ, `${id}: ${violation.label}`).toBe(false);
      // Localised: traditional Chinese text, not a message key or an English parser error.
      expect(result.envelope.tipMsg, `${id}: ${violation.label}`).toMatch(/[\u4e00-\u9fff]/);
      expect(await tg.verifies(result), `${id}: ${violation.label} answer is signed`).toBe(true);
    }
    // Every table, nonces included: a refused call is not even remembered.
    expect(await databaseDump(tg.gateway.db), `${id}: database changed`).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
