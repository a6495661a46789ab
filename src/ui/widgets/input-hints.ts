/** How the keyboard and the value of a text field behave for a schema `format`. */
export interface InputHints {
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  upperCase: boolean;
}

/** Formats whose values are stored upper case (identity documents and plates, see the engine's formats). */
const UPPER_CASE_FORMATS = new Set(['id-mo', 'id-hk', 'id-cn', 'mo-plate']);
const PHONE_FORMATS = new Set(['mo-phone', 'hk-phone', 'cn-phone']);

/** Keyboard and case hints for a text field by its format. */
export function inputHintsFor(format: string | undefined): InputHints {
  if (!format) return { upperCase: false };
  if (PHONE_FORMATS.has(format)) return { inputMode: 'tel', autoComplete: 'tel-national', upperCase: false };
  if (format === 'email') return { inputMode: 'email', autoComplete: 'email', upperCase: false };
  if (format === 'en-name') return { inputMode: 'text', autoComplete: 'name', upperCase: false };
  return { upperCase: UPPER_CASE_FORMATS.has(format) };
}
