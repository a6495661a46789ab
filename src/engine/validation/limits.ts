/**
 * The numeric limits of docs/spec/storefront-spec.md#5-validation-rules ("Validation rules") and section 9 ("Limits"), kept in one
 * place so the storefront, the gateway and the tests agree on them.
 */

/** Name length bounds, measured with `displayLength` (a non-ASCII character counts 2). */
export const NAME_LENGTH = { min: 2, max: 60 } as const;

/** Password length bounds, measured in code points. */
export const PASSWORD_LENGTH = { min: 9, max: 20 } as const;

/** A password may not contain this many (or more) copies of one character in a row. */
export const REPEAT_LIMIT = 4;

/** A password may not contain this many (or more) keyboard-adjacent characters in a row. */
export const KEYBOARD_RUN = 4;

/** The phone area codes the storefront offers, in display order. */
export const PHONE_AREA_CODES = ['853', '852', '86'] as const;

/** A phone area code the storefront offers. */
export type PhoneAreaCode = (typeof PHONE_AREA_CODES)[number];

/** The area code selected when the user has not picked one (Macao). */
export const DEFAULT_PHONE_AREA_CODE: PhoneAreaCode = '853';

/** Date pickers reach this many years back and forward from today. */
export const DATE_PICKER_YEARS = 10;

/** A policy start time at or after this local hour rolls to the next day. */
export const ROLLOVER_HOUR = 22;
