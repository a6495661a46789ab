/**
 * The two standard JSON-schema formats the forms use beyond the custom ones (`date`, `email`), as
 * RegExps like ./formats.ts. One definition for both validators: the gateway's ajv (run-time compiled,
 * server side) and the storefront's validators precompiled at build time (src/build/validators), where a RegExp is
 * inlined as a literal while ajv-formats' function formats would drag a `require` of ajv-formats into
 * the generated code.
 */

/**
 * A real calendar date `YYYY-MM-DD` (RFC 3339 full-date): month lengths and leap years are checked,
 * so 2026-02-29 and 2026-04-31 fail. Leap years: years ending in a multiple of 4 other than 00, and
 * years ending 00 whose century is a multiple of 4.
 */
const DATE =
  /^(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$/;

/**
 * A practical email address: a dot-atom local part, `@`, and a domain of at least two labels
 * (no quoted local parts or IP literals, which no storefront customer types).
 * Linear: each domain label starts after a dot the label itself cannot contain.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** `date` and `email` by format name, for ajv's `formats` option. */
export const jsonFormats: Record<'date' | 'email', RegExp> = { date: DATE, email: EMAIL };
