/** The upload row's limits: the gateway's body limit (rows/core.ts) and its request schema (schemas/core.ts) both follow them. */

/**
 * Largest file the upload accepts, in bytes: the spec's compression target of 5000 KB, since the
 * storefront compresses larger images to it (a PDF is held to the smaller 5,000,000 by checkUpload).
 */
export const UPLOAD_MAX_BYTES = 5000 * 1024;
/** Base64 text of {@link UPLOAD_MAX_BYTES}. */
export const UPLOAD_MAX_BASE64 = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;
/** The upload's body: the base64 content plus a little JSON around it. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BASE64 + 16 * 1024;
