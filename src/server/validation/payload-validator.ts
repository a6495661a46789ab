/** Checks a call's payload against its row's request schema (src/contract/schemas). */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { endpoints, type EndpointId, type EndpointRequest } from '../../contract/index.js';
import { isPlainObject } from '../../engine/index.js';
import { endpointSchemas } from '../../contract/schemas/index.js';
import { invalidField } from '../gateway-error.js';
import { createAjv } from './create-ajv.js';
import { firstProblem } from './first-problem.js';
import { normalizeAreaCodePhone, normalizePhoneObjects } from './phone-fields.js';

/**
 * Throws a 400 naming the first bad field when `payload` does not fit the endpoint's request schema. Phone
 * numbers (`areaCode` + `phone`, and every `{ code, 853 | 852 | 86 }` phone, order forms included) are rewritten in place to their normalised form, or
 * refused when not a mobile of their area code (./phone-fields.ts). A payload it lets through is the row's
 * request type, which is what the handlers' `call.payload` is typed as.
 */
export type PayloadCheck = <K extends EndpointId>(id: K, payload: unknown) => asserts payload is EndpointRequest[K];

/**
 * Compiles each row's request schema on its first call, then keeps it: compiling all of them at start
 * cost about half a second of CPU before the first answer (docs/decisions/010-gateway-hot-path.md), while
 * a call checks exactly the same schema either way. GET payloads are query strings, whose values are all
 * text, so their schemas are compiled with type coercion; POST bodies are JSON and are not coerced.
 * The contract's schemas are checked against the meta schema by a test, not at each start.
 */
export function createPayloadCheck(): PayloadCheck {
  let bodies: Ajv2020 | null = null;
  let queries: Ajv2020 | null = null;
  const validators = new Map<EndpointId, ValidateFunction>();
  const validatorFor = (id: EndpointId): ValidateFunction => {
    let validate = validators.get(id);
    if (!validate) {
      const ajv = endpoints[id].method === 'GET'
        ? (queries ??= createAjv({ coerceTypes: true, validateSchema: false }))
        : (bodies ??= createAjv({ validateSchema: false }));
      validate = ajv.compile(endpointSchemas[id].request);
      validators.set(id, validate);
    }
    return validate;
  };
  const areaCodePhoneRows = new Set<EndpointId>();
  for (const id of Object.keys(endpoints) as EndpointId[]) {
    const properties = (endpointSchemas[id].request as { properties?: Record<string, unknown> }).properties ?? {};
    if ('areaCode' in properties && 'phone' in properties) areaCodePhoneRows.add(id);
  }
  return (id, payload) => {
    const validate = validatorFor(id);
    const fields = isPlainObject(payload) ? payload : null;
    normalizePhoneObjects(fields);
    if (validate(payload)) {
      if (fields && areaCodePhoneRows.has(id)) normalizeAreaCodePhone(fields);
      return;
    }
    const problem = firstProblem(validate.errors) ?? { path: '', name: '', labelKey: null, keyword: 'type' };
    throw invalidField(problem);
  };
}
