/** Schema pieces the request schemas share: build a row's request schema from these, not by hand. */
import type { JsonSchema } from '../json-schema.js';

export const none: JsonSchema = { type: 'object', additionalProperties: false, properties: {} };
export const str = (maxLength = 200): JsonSchema => ({ type: 'string', maxLength });
export const orderId: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{6,40}$' };
export const productCode: JsonSchema = { type: 'string', pattern: '^[A-Z]{2,5}$' };
export const areaCode: JsonSchema = { type: 'string', enum: ['853', '852', '86'] };
/**
 * A phone number as typed: digits with spaces, hyphens or a leading `+`. The gateway normalises it with the
 * engine's normalizePhone and checks it with checkPhone for the row's areaCode (spec section 5) before the
 * handler runs, so `+853 6677 0003`, `85366770003` and `066770003` are the account of `66770003`.
 */
export const phone: JsonSchema = { type: 'string', minLength: 1, maxLength: 24, pattern: '^[0-9 +-]+$' };

export function obj(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** The page and page size every list call takes (spread into the row's properties). */
export const paging: Record<'page' | 'pageSize', JsonSchema> = {
  page: { type: 'integer', minimum: 1, maximum: 1000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50 },
};

/**
 * The paging of a customer's list read newest first: `page` and `pageSize` as every list, or `cursor`, the
 * `nextCursor` of the page before (then `page` is not read): a page after a cursor costs the gateway what the
 * first page costs, however deep (src/server/handlers/list-cursor.ts).
 */
export const cursorPaging: Record<'page' | 'pageSize' | 'cursor', JsonSchema> = {
  ...paging,
  cursor: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,400}$' },
};

/** A code of a reference list (brand, bank, block). */
export const listCode: JsonSchema = { type: 'string', pattern: '^[A-Z0-9_]{1,30}$' };
/** A stored file's id, as the upload answers it. */
export const fileId: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{6,64}$' };

