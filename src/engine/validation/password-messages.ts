/** Where the password failure messages live: i18n keys only, the texts are in the i18n JSON files. */
import type { PasswordFailure } from './password.rule.js';

/**
 * The i18n key of the message for each {@link PasswordFailure}. The labels live in the i18n files
 * (schemas/i18n/{tw,cn,en}.json), owned by whoever maintains the labels.
 *
 * The spec gives a single Chinese message for the composition and length rules:
 * "需包含特殊字符、大小寫字母及數字，長度為9-20位" (needs a special character, upper and lower case
 * letters and digits; length 9-20). The `length`, `digit`, `lower`, `upper` and `special` keys may
 * therefore all carry that text; `repeat`, `keyboard` and `groups` have no message in the spec.
 */
export const PASSWORD_MESSAGE_KEYS: Readonly<Record<PasswordFailure, string>> = {
  length: 'validation.password.length',
  digit: 'validation.password.digit',
  lower: 'validation.password.lower',
  upper: 'validation.password.upper',
  special: 'validation.password.special',
  repeat: 'validation.password.repeat',
  keyboard: 'validation.password.keyboard',
  groups: 'validation.password.groups',
};
