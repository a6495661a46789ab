/**
 * The engine's public surface: React-free product data handling (registry, schema composition,
 * localisation, step slicing, cross-field rules, rating) and the validation rules of spec section 5.
 * Each export is documented where it is defined.
 */

/** Product data shapes. */
export { LANGS } from './products/product-types.js';
export type {
  JsonSchema, Lang, Localised, PlanDef, AreaDef, StepDef, DateRangeRule, ProductRule, ProductFlow, ProductDefinition,
} from './products/product-types.js';
export type { RatesTable, BandedTableRates, DaysBetweenBand } from './products/rates-types.js';
export type { ProductBundle } from './products/product-bundle.js';

/** Loading and checking product data. */
export { normalizeProductDefinition } from './products/normalize-product.js';
export { checkProductBundle } from './products/check-product-bundle.js';
export type { ProductMetaSchemas, RawProductBundle } from './products/check-product-bundle.js';
export { createProductRegistry } from './products/product-registry.js';
export type { ProductRegistry } from './products/product-registry.js';

/** Schemas and labels derived from product data. */
export { composeFormSchema, X_SOURCE, X_SOURCES } from './products/compose-form-schema.js';
export type { XSource } from './products/compose-form-schema.js';
export { productLabels } from './products/product-labels.js';
export { productLabelKeys } from './products/product-label-keys.js';
export { localizeSchema, I18N_KEY } from './products/localize-schema.js';
export { stepSchema } from './products/step-schema.js';
export { fieldsThrough, findStep, pickFields } from './products/step-fields.js';

/** Cross-field rules and dates. */
export { checkRules, DATE_RANGE_MESSAGES } from './products/check-rules.js';
export type { RuleViolation } from './products/check-rules.js';
export { dayNumber, daysBetween } from './products/calendar-days.js';

/** Rating. */
export { ratePremium } from './products/rating/rate-premium.js';
export { RATING_LABELS, roundMoney } from './products/rating/rating-result.js';
export type { RatingResult, RatingFailure, BreakdownLine } from './products/rating/rating-result.js';

/** Validation rules of spec section 5 (src/engine/validation). */
export {
  NAME_LENGTH, PASSWORD_LENGTH, REPEAT_LIMIT, KEYBOARD_RUN, PHONE_AREA_CODES, DEFAULT_PHONE_AREA_CODE,
  DATE_PICKER_YEARS, ROLLOVER_HOUR,
  displayLength, checkName, checkPhone, checkPassword, PASSWORD_MESSAGE_KEYS, normalizePlate,
  checkUpload, UPLOAD_EXTENSIONS, PDF_MAX_BYTES, IMAGE_COMPRESS_THRESHOLD_KB, IMAGE_COMPRESS_TARGET_KB, COMPRESS_ACCURACY,
  startDateFor, policyEndDate, formatMoney, customFormats,
} from './validation/index.js';
export type {
  PhoneAreaCode, NameKind, PasswordCheck, PasswordFailure, UploadCandidate, UploadCheck, UploadError, UploadExtension,
  MoneyStyle, CustomFormatName,
} from './validation/index.js';
