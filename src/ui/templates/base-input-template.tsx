import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTypedText } from '../controls/use-typed-text.js';

/** Input types whose text is kept in the field while typed (see useTypedText); pickers, ranges and colours commit at once. */
const TYPED_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** Whether `input` shows the form's `value` already (a number as typed, `1.50` for 1.5, counts as shown). */
function showsValue(input: HTMLInputElement, value: unknown): boolean {
  if (input.type === 'number' && input.value !== '' && value !== '') return Number(input.value) === Number(value);
  return input.value === String(value);
}

/** Upper-cases what the input shows, the caret and selection staying where they were. */
function upperCaseInPlace(input: HTMLInputElement): string {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return upper;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  return upper;
}

/**
 * The `<input>` every text-like widget (text, email, number, password) renders: full width, 16 px text so
 * mobile browsers do not zoom in on focus, and an invalid state the stylesheet colours. What is typed stays in
 * the field until the user leaves it (or the step form commits it); `options.upperCase` upper-cases it as typed.
 * The input is uncontrolled: the browser already shows each keystroke, so a keystroke renders nothing (a
 * controlled input would render and commit this component per key); the form's value is written into
 * the element after a render whenever it differs and no typed text is held.
 * No placeholder attribute unless there is a placeholder: Chromium restyles an input's placeholder on every
 * keystroke whenever the input has one, even an empty one.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options,
    schema, type, placeholder, rawErrors, hideError,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const typedHere = !onChangeOverride && TYPED_TYPES.has(inputProps.type ?? 'text');
  const upperCase = options.upperCase === true;
  const typing = useTypedText(id, (text) => {
    const next = text === '' ? options.emptyValue : text;
    if (next !== value) onChange(next);
  });
  const formValue = inputProps.type === 'number' || inputProps.type === 'integer'
    ? (value || value === 0 ? value : '')
    : (value ?? '');
  const element = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = element.current;
    if (input && typing.held() === null && !showsValue(input, formValue)) input.value = String(formValue);
  });
  const handleChange = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => {
    const text = upperCase ? upperCaseInPlace(target) : target.value;
    if (typedHere) typing.hold(text);
    else onChange(text === '' ? options.emptyValue : text);
  }, [typedHere, upperCase, typing, onChange, options.emptyValue]);
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => {
    if (typing.held() !== null) typing.commit(target.value);
    onBlur(id, target.value);
  }, [typing, onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value), [onFocus, id]);
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <input
      ref={element}
      id={id}
      name={htmlName || id}
      className={`mo-input${invalid ? ' mo-input--invalid' : ''}`}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      {...inputProps}
      inputMode={(options.inputMode as 'text' | 'numeric' | 'email' | 'tel' | undefined) ?? (inputProps.type === 'email' ? 'email' : undefined)}
      autoComplete={options.autocomplete ?? 'off'}
      onChange={onChangeOverride || handleChange}
      onKeyDown={typing.onKeyDown}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
    />
  );
}
