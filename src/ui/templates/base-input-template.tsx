import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTypedText } from '../controls/use-typed-text.js';

/** Input types whose text is kept in the field while typed (see useTypedText); pickers, ranges and colours commit at once. */
const TYPED_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/**
 * The `<input>` every text-like widget (text, email, number, password) renders: full width, 16 px text so
 * mobile browsers do not zoom in on focus, and an invalid state the stylesheet colours. What is typed stays in
 * the field until the user leaves it (or the step form commits it); `options.upperCase` upper-cases it as typed.
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
  const inputValue = typing.text ?? formValue;
  const handleChange = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => {
    const text = upperCase ? target.value.toUpperCase() : target.value;
    if (typedHere) typing.type(text);
    else onChange(text === '' ? options.emptyValue : text);
  }, [typedHere, upperCase, typing, onChange, options.emptyValue]);
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => {
    if (typing.text !== null) typing.commit(target.value);
    onBlur(id, target.value);
  }, [typing, onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value), [onFocus, id]);
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <input
      id={id}
      name={htmlName || id}
      className={`mo-input${invalid ? ' mo-input--invalid' : ''}`}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      value={inputValue as string | number}
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
