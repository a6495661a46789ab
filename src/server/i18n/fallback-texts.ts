/**
 * English texts of the messages the gateway itself produces, used when a key is missing from
 * schemas/i18n/<lang>.json (a half-translated deployment still answers with words, not keys).
 * The i18n files are the source of truth; keep these in step with schemas/i18n/en.json.
 */
export const FALLBACK_TEXTS: Readonly<Record<string, string>> = {
  'gateway.validation': '{{field}} is not valid',
  'gateway.notLoggedIn': 'Please sign in first',
  'gateway.sessionTimedOut': 'Your session timed out, please sign in again',
  'gateway.signatureMismatch': 'Signature mismatch',
  'gateway.clockSkew': 'Your device clock is wrong, please correct the date and time and try again',
  'gateway.replay': 'Duplicate request, please try again',
  'gateway.notFound': 'Not found',
  'gateway.badRequest': 'The request is not valid',
  'gateway.smsCodeWrong': 'The code is wrong or has expired',
  'gateway.smsRateLimited': 'Too many codes requested for this number, please try again in {{seconds}} s',
  'gateway.smsAddressBudget': 'Too many codes requested from this network, please try again in {{seconds}} s',
  'gateway.smsGlobalBudget': 'The SMS code service is busy, please try again in {{seconds}} s',
  'gateway.smsUnavailable': 'SMS codes cannot be sent by this gateway',
  'gateway.paymentUnavailable': 'Online payment is not available on this gateway',
  'gateway.releaseRefused': 'Based on the details given, we cannot cover this application yet',
  'gateway.releaseRefusedAge.between': '{{person}}: date of birth {{value}}, aged {{age}} on the start date; this product covers ages {{minAge}} to {{maxAge}} only',
  'gateway.releaseRefusedAge.atLeast': '{{person}}: date of birth {{value}}, aged {{age}} on the start date; this product requires an age of at least {{minAge}}',
  'gateway.releaseRefusedAge.atMost': '{{person}}: date of birth {{value}}, aged {{age}} on the start date; this product covers ages up to {{maxAge}} only',
  'gateway.orderState': 'The order has changed, please reload',
  'gateway.rating': 'The premium could not be calculated; check the plan, area and dates',
  'gateway.serverError': 'Something went wrong, please try again later',
  'gateway.upload.empty': 'Image cannot be empty',
  'gateway.upload.format': 'Upload format error: please upload a PNG, JPG, JPEG, PDF, HEIF, HEIC or BMP file',
  'gateway.upload.size': 'The file is too large: a PDF may have at most 5,000,000 bytes, an image 5000 KB',
  'gateway.upload.pixels': 'The picture has too many pixels: at most 40 megapixels (for example 8000 × 5000)',
  'gateway.image.missing': 'The picture was not found, please upload it again',
  'gateway.image.notImage': 'Please upload a photo (PNG, JPG, HEIC or BMP), not a PDF',
  'gateway.image.orderMissing': 'The picture for "{{field}}" was not found, please upload it again',
  'gateway.fileMissing': 'The file for "{{field}}" was not found, please upload it again',
};
