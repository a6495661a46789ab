/**
 * The spec's phone rules (docs/spec/storefront-spec.md#phone) at the gateway, the same engine functions the storefront's pages use:
 * a typed number is normalised (normalizePhone) and then checked for its area code (checkPhone), so one
 * number is one account whichever way it was written. Two payload shapes carry phones:
 *
 * - `areaCode` + `phone` (SMS code, login, registration check, verify): normalised after the row's schema
 *   passed; a number that is still not a mobile of its area code is refused naming the phone field.
 * - the shared phone shape `{ code, 853 | 852 | 86 }` wherever it stands (a relative's `mobilePhoneNo`, the
 *   holder's and contacts' phones inside an order form, renewal and endorsement changes): the number under
 *   the selected code is normalised before the schema, whose phone formats (the same patterns as
 *   checkPhone) then judge it, like the order-form validator after it.
 *
 * Both run inside the payload check, before the request's nonce is recorded: a refusal stores nothing.
 */
import { checkPhone, normalizePhone, PHONE_AREA_CODES, type PhoneAreaCode } from '../../engine/index.js';
import { type GatewayError, invalidField } from '../gateway-error.js';

function isAreaCode(value: unknown): value is PhoneAreaCode {
  return typeof value === 'string' && (PHONE_AREA_CODES as readonly string[]).includes(value);
}

/** The refusal of a phone that is not a mobile of its area code: the area code's own message, naming `field`. */
export function phoneRefusal(areaCode: PhoneAreaCode, field: string): GatewayError {
  return invalidField({ path: field, name: field, labelKey: 'field.mobilePhoneNo', keyword: 'format' }, `validation.phone.${areaCode}`);
}

/**
 * The local number of `typed` for `areaCode`, normalised; throws {@link phoneRefusal} naming `field` when
 * it is not a mobile of that area code, or a refusal naming `areaCode` for an area code not offered.
 */
export function requirePhone(areaCode: string, typed: string, field = 'phone'): string {
  if (!isAreaCode(areaCode)) {
    throw invalidField({ path: 'areaCode', name: 'areaCode', labelKey: 'field.phoneAreaCode', keyword: 'enum' }, 'validation.phone.areaCode');
  }
  const phone = normalizePhone(areaCode, typed);
  if (!checkPhone(areaCode, phone)) throw phoneRefusal(areaCode, field);
  return phone;
}

/** After the schema: rewrites `payload.phone` to its normalised form, or refuses it. */
export function normalizeAreaCodePhone(payload: Record<string, unknown>): void {
  const { areaCode, phone } = payload;
  if (!isAreaCode(areaCode) || typeof phone !== 'string') return;
  payload.phone = requirePhone(areaCode, phone);
}

/** How deep a payload is searched for phones: deeper than any order form nests them. */
const PHONE_SEARCH_DEPTH = 8;

/**
 * Before the schema: rewrites, in place, the number under the selected code of every object of the shared
 * phone shape in `value` (at any depth up to {@link PHONE_SEARCH_DEPTH}) to its normalised form.
 */
export function normalizePhoneObjects(value: unknown, depth = 0): void {
  if (depth > PHONE_SEARCH_DEPTH || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) normalizePhoneObjects(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (isAreaCode(record.code) && typeof record[record.code] === 'string') {
    record[record.code] = normalizePhone(record.code, record[record.code] as string);
  }
  for (const child of Object.values(record)) normalizePhoneObjects(child, depth + 1);
}
