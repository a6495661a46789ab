/** Schema pieces the contract's rows share: build a row's request schema from these, not by hand. */
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

/** A code of a reference list (brand, bank, block). */
export const listCode: JsonSchema = { type: 'string', pattern: '^[A-Z0-9_]{1,30}$' };
/** A stored file's id, as the upload answers it. */
export const fileId: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{6,64}$' };

/**
 * Largest file the upload accepts, in bytes: the spec's compression target of 5000 KB, since the
 * storefront compresses larger images to it (a PDF is held to the smaller 5,000,000 by checkUpload).
 */
export const UPLOAD_MAX_BYTES = 5000 * 1024;
/** Base64 text of {@link UPLOAD_MAX_BYTES}. */
export const UPLOAD_MAX_BASE64 = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;
/** The upload's body: the base64 content plus a little JSON around it. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BASE64 + 16 * 1024;
