/**
 * Schema pieces the request schemas share: build a row's request schema from these, not by hand. Each one is a
 * {@link TypedSchema}: it carries, for the type checker only, the type of the values it accepts, so a row's
 * request type (`EndpointRequest` in ../requests.ts) is read from the schema the gateway validates with.
 */
import type { JsonSchema, ObjectStatic, TypedSchema } from '../json-schema.js';

export const none: TypedSchema<Record<string, never>> = { type: 'object', additionalProperties: false, properties: {} };
export const str = (maxLength = 200): TypedSchema<string> => ({ type: 'string', maxLength });
export const orderId: TypedSchema<string> = { type: 'string', pattern: '^[A-Za-z0-9-]{6,40}$' };
export const productCode: TypedSchema<string> = { type: 'string', pattern: '^[A-Z]{2,5}$' };
export const areaCode = { type: 'string', enum: ['853', '852', '86'] } as const;
/**
 * A phone number as typed: digits with spaces, hyphens or a leading `+`. The gateway normalises it with the
 * engine's normalizePhone and checks it with checkPhone for the row's areaCode
 * (docs/spec/storefront-spec.md#phone) before the handler runs, so `+853 6677 0003`,
 * `85366770003` and `066770003` are the account of `66770003`.
 */
export const phone: TypedSchema<string> = { type: 'string', minLength: 1, maxLength: 24, pattern: '^[0-9 +-]+$' };

/**
 * An object schema closed to other keys. Its accepted type has every property, the `required` ones present
 * and the others optional, so a caller that misspells or omits a required field does not compile.
 */
export function obj<const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required?: R,
): TypedSchema<ObjectStatic<P, R[number]>> {
  return { type: 'object', additionalProperties: false, properties, required: required ?? [] };
}

/**
 * A schema whose accepted type TypeScript cannot read from the schema itself: one imported from a JSON file
 * (the storefront's shared schemas), whose `type` and `if`/`then` keywords reach the compiler as plain
 * strings. `T` is the contract's own type for those values; the schema stays what the gateway validates.
 */
export function declared<T>(schema: JsonSchema): TypedSchema<T> {
  return schema;
}

/** The page and page size every list call takes (spread into the row's properties). */
export const paging = {
  page: { type: 'integer', minimum: 1, maximum: 1000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50 },
} as const;

/**
 * The paging of a customer's list read newest first: `page` and `pageSize` as every list, or `cursor`, the
 * `nextCursor` of the page before (then `page` is not read): a page after a cursor costs the gateway what the
 * first page costs, however deep (src/server/handlers/list-cursor.ts).
 */
export const cursorPaging = {
  ...paging,
  cursor: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,400}$' },
} as const;

/** A code of a reference list (brand, bank, block). */
export const listCode: TypedSchema<string> = { type: 'string', pattern: '^[A-Z0-9_]{1,30}$' };
/** A stored file's id, as the upload answers it. */
export const fileId: TypedSchema<string> = { type: 'string', pattern: '^[A-Za-z0-9_-]{6,64}$' };
