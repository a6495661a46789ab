/**
 * Spec section 5's phone rules at the gateway, the same engine functions the storefront's pages use:
 * a typed number is normalised (normalizePhone) and then checked for its area code (checkPhone), so one
 * number is one account whichever way it was written. Two payload shapes carry phones:
 *
 * - `areaCode` + `phone` (SMS code, login, registration check, verify): normalised after the row's schema
 *   passed; a number that is still not a mobile of its area code is refused naming the phone field.
 * - `mobilePhoneNo` `{ code, 853 | 852 | 86 }` (relatives): the number under the selected code is
 *   normalised before the schema, whose phone formats (the same patterns as checkPhone) then judge it.
 *
 * Both run inside the payload check, before the request's nonce is recorded: a refusal stores nothing.
 */
import { checkPhone, normalizePhone, PHONE_AREA_CODES, type PhoneAreaCode } from '../../engine/index.js';
import { type GatewayError, invalidField } from '../gateway-error.js';

function isAreaCode(value: unknown): value is PhoneAreaCode {
  return typeof value === 'string' && (PHONE_AREA_CODES as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** Before the schema: rewrites the number under a `mobilePhoneNo`'s selected code to its normalised form. */
export function normalizeMobilePhoneNo(payload: Record<string, unknown>): void {
  const value = payload.mobilePhoneNo;
  if (!isRecord(value) || !isAreaCode(value.code) || !Object.hasOwn(value, value.code)) return;
  const typed = value[value.code];
  if (typeof typed === 'string') value[value.code] = normalizePhone(value.code, typed);
}
