/**
 * Custom JSON-schema `format`s for ajv, shared by the storefront's rjsf forms and the gateway.
 *
 * Every format is a RegExp, never a function: ajv's standalone code generator (used for the
 * precompiled rjsf validators) inlines a RegExp format as a literal via `toString()`, flags included,
 * whereas a function format cannot be serialised into the generated module.
 *
 * Rules every pattern here follows:
 * - anchored with `^...$`, no `g`/`y` flag (ajv calls `.test()` on a shared instance, and a sticky or
 *   global RegExp would carry `lastIndex` from one call to the next);
 * - linear-time: repeated groups always start with a character the preceding group cannot match, so
 *   a backtracking engine has at most one way to split the input (no catastrophic backtracking);
 * - only the `u` flag where Unicode properties are needed, so lengths are counted in code points.
 *
 * ajv's own `date` and `email` formats are not defined here.
 */

/** Han characters, optionally joined by a name middle dot (· U+00B7, ‧ U+2027, ・ U+30FB). */
const ZH_NAME = /^(?=.{1,30}$)\p{Script=Han}+(?:[\u00B7\u2027\u30FB]\p{Script=Han}+)*$/u;

/** ASCII letters in words separated by single spaces. */
const EN_NAME = /^(?=.{2,60}$)[A-Za-z]+(?: [A-Za-z]+)*$/;

/**
 * Latin letters (ASCII plus the Latin-1 letters, which cover Portuguese: á à â ã ç é ê í ó ô õ ú ü),
 * each optionally followed by combining accents so decomposed (NFD) input is accepted too, in words
 * separated by one space, apostrophe (' or ’) or hyphen.
 */
const PT_NAME =
  /^(?=.{2,60}$)(?:[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF][\u0300-\u036F]*)+(?:[ '\u2019-](?:[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF][\u0300-\u036F]*)+)*$/u;

/**
 * The JSON-schema formats of the storefront, by format name, with precise keys for the rules in this
 * folder that reuse them. Identity-document and plate formats are
 * upper-case only: widgets upper-case what the user types, so stored values stay canonical.
 *
 * - `zh-name`: Han characters, 1-30 code points, optionally joined by a middle dot (each counts 2 for
 *   `displayLength`, so this is exactly the 2-60 rule of `checkName(s, 'zh')`).
 * - `en-name`: ASCII letters and single inner spaces, 2-60 characters.
 * - `pt-name`: Latin letters incl. accented Portuguese letters, words joined by one space, apostrophe
 *   or hyphen, 2-60 code points.
 * - `mo-phone`: Macao mobile, 8 digits starting with 6.
 * - `hk-phone`: Hong Kong, 8 digits starting with 2-9 (numbers starting 0 or 1 are not subscriber numbers).
 * - `cn-phone`: mainland mobile, 11 digits starting 13-19.
 * - `mo-plate`: a normalised Macao plate, `L-12-34`, `LL-12-34`, `EX-1234` or `CM-1234`
 *   (the output of `normalizePlate`; `EX-12-34` and `CM-12-34` are not normalised forms).
 * - `id-mo`: Macao resident ID, 7 digits plus a check digit, optionally in parentheses: `1234567(8)`, `12345678`.
 * - `id-hk`: Hong Kong ID, 1-2 letters, 6 digits and a check digit 0-9 or A, optionally in
 *   parentheses: `A123456(7)`, `AB123456(A)`.
 * - `id-cn`: mainland resident ID, 17 digits and a check character, a digit or `X`.
 */
export const formatPatterns = {
  'zh-name': ZH_NAME,
  'en-name': EN_NAME,
  'pt-name': PT_NAME,
  'mo-phone': /^6\d{7}$/,
  'hk-phone': /^[2-9]\d{7}$/,
  'cn-phone': /^1[3-9]\d{9}$/,
  'mo-plate': /^(?:(?!EX-|CM-)[A-Z]{1,2}-\d{2}-\d{2}|(?:EX|CM)-\d{4})$/,
  'id-mo': /^\d{7}(?:\(\d\)|\d)$/,
  'id-hk': /^[A-Z]{1,2}\d{6}(?:\([0-9A]\)|[0-9A])$/,
  'id-cn': /^\d{17}[\dX]$/,
} as const satisfies Record<string, RegExp>;

/** The name of a format in {@link formatPatterns}. */
export type CustomFormatName = keyof typeof formatPatterns;

/**
 * {@link formatPatterns} typed the way ajv's `formats` option takes it
 * (`new Ajv({ formats: customFormats })` or `ajv.addFormat(name, customFormats[name])`).
 */
export const customFormats: Record<string, RegExp> = formatPatterns;
