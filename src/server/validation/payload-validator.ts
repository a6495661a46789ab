/** Checks a call's payload against its row's request schema (src/contract/schemas). */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { endpoints, type EndpointId } from '../../contract/index.js';
import { endpointSchemas } from '../../contract/schemas/index.js';
import { invalidField } from '../gateway-error.js';
import { createAjv } from './create-ajv.js';
import { firstProblem } from './first-problem.js';
import { normalizeAreaCodePhone, normalizePhoneObjects } from './phone-fields.js';

/**
 * Throws a 400 naming the first bad field when `payload` does not fit the endpoint's request schema. Phone
 * numbers (`areaCode` + `phone`, and every `{ code, 853 | 852 | 86 }` phone, order forms included) are rewritten in place to their normalised form, or
 * refused when not a mobile of their area code (./phone-fields.ts).
 */
export type PayloadCheck = (id: EndpointId, payload: unknown) => void;

/**
 * Compiles every row's request schema once. GET payloads are query strings, whose values are all
 * text, so their schemas are compiled with type coercion; POST bodies are JSON and are not coerced.
 */
export function createPayloadCheck(): PayloadCheck {
  const bodies = createAjv();
  const queries = createAjv({ coerceTypes: true });
  const validators = new Map<EndpointId, ValidateFunction>();
  const areaCodePhoneRows = new Set<EndpointId>();
  for (const id of Object.keys(endpoints) as EndpointId[]) {
    const { request } = endpointSchemas[id];
    validators.set(id, (endpoints[id].method === 'GET' ? queries : bodies).compile(request));
    const properties = (request as { properties?: Record<string, unknown> }).properties ?? {};
    if ('areaCode' in properties && 'phone' in properties) areaCodePhoneRows.add(id);
  }
  return (id, payload) => {
    const validate = validators.get(id);
    if (!validate) throw new Error(`no request schema compiled for ${id}`);
    const fields = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? payload as Record<string, unknown> : null;
    normalizePhoneObjects(fields);
    if (validate(payload)) {
      if (fields && areaCodePhoneRows.has(id)) normalizeAreaCodePhone(fields);
      return;
    }
    const problem = firstProblem(validate.errors) ?? { path: '', name: '', labelKey: null, keyword: 'type' };
    throw invalidField(problem);
  };
}
