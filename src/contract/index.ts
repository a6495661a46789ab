export { endpoints, buildPath, pathParams } from './endpoints.js';
export type { EndpointDef, EndpointId, HttpMethod, Access } from './endpoints.js';
export type { EndpointRequest } from './requests.js';
export { DEFAULT_DRAFT_RETENTION_DAYS } from './draft-retention.js';
export { UPLOAD_MAX_BYTES, UPLOAD_BODY_LIMIT } from './upload-limits.js';
export type {
  CursorPage, EndpointData, UserInfo, Draft, Quotation, OrderStatus, OrderSummary, OrderDetail, FormData, ReferenceItem, StoredFile,
} from './responses.js';
export type { OrderKind, PaymentRefund, RefundReason, RefundStatus, PersonalInfo, IdType, ProductChange, ProductVersionRef } from './entities.js';
export { ok, fail, isEnvelope, TIP_CODES, SESSION_END_CODES } from './envelope.js';
export type { Envelope, TipType } from './envelope.js';
export {
  HEADERS, MAX_CLOCK_SKEW_MS, sha256Hex, canonicalRequest, canonicalRequestWithDigest, canonicalResponse, signRequest,
  verifyRequestSignature, importResponseKey, verifyResponseSignature,
} from './signing.js';
export type { RequestOptions, RequestSignatureInput, ResponseSignatureInput } from './signing.js';
