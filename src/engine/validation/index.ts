/**
 * The validation rules of docs/spec/storefront-spec.md#5-validation-rules plus the money and date display rules, React-free and
 * DOM-free so the storefront and the gateway run the same code. Each export is documented where it
 * is defined; this file only lists the public surface.
 */

/** Spec limits (names, passwords, phone area codes, date pickers, start-time rollover). */
export {
  NAME_LENGTH,
  PASSWORD_LENGTH,
  REPEAT_LIMIT,
  KEYBOARD_RUN,
  PHONE_AREA_CODES,
  DEFAULT_PHONE_AREA_CODE,
  DATE_PICKER_YEARS,
  ROLLOVER_HOUR,
} from './limits.js';
export type { PhoneAreaCode } from './limits.js';

/** Display width of a string: non-ASCII counts 2. */
export { displayLength } from './display-length.js';

/** Chinese and English name check. */
export { checkName } from './name.rule.js';
export type { NameKind } from './name.rule.js';

/** Username check. */
export { checkUsername, USERNAME_PATTERN } from './username.rule.js';

/** Phone number check per area code, and the normalisation of a typed number before it. */
export { checkPhone, normalizePhone } from './phone.rule.js';

/** Password rules and the i18n keys of their messages. */
export { checkPassword } from './password.rule.js';
export type { PasswordCheck, PasswordFailure } from './password.rule.js';
export { PASSWORD_MESSAGE_KEYS } from './password-messages.js';

/** The `date` and `email` formats of the order forms, as regular expressions. */
export { jsonFormats } from './json-formats.js';

/** Macao licence plate normalisation. */
export { normalizePlate } from './plate.rule.js';

/** Upload checks and image compression settings. */
export {
  checkUpload,
  UPLOAD_EXTENSIONS,
  PDF_MAX_BYTES,
  IMAGE_COMPRESS_THRESHOLD_KB,
  IMAGE_COMPRESS_TARGET_KB,
  COMPRESS_ACCURACY,
} from './upload.rule.js';
export type { UploadCandidate, UploadCheck, UploadError, UploadExtension } from './upload.rule.js';

/** Policy start and end dates. */
export { startDateFor } from './start-date.rule.js';
export { policyEndDate } from './policy-end-date.rule.js';

/** Money display. */
export { formatCount, formatDecimal, formatMoney, moneyText } from './money-format.js';
export type { MoneyStyle } from './money-format.js';

/** Custom JSON-schema formats for ajv (RegExp only, so precompiled validators can inline them). */
export { customFormats } from './formats.js';
export type { CustomFormatName } from './formats.js';
