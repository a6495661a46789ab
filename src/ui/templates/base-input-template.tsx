import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';

/**
 * The `<input>` every text-like widget (text, email, number, password) renders: full width, 16 px text so
 * mobile browsers do not zoom in on focus, and an invalid state the stylesheet colours.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options,
    schema, type, placeholder, rawErrors, hideError,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const inputValue = inputProps.type === 'number' || inputProps.type === 'integer'
    ? (value || value === 0 ? value : '')
    : (value ?? '');
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value), [onBlur, id]);
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
      placeholder={placeholder}
      {...inputProps}
      inputMode={(options.inputMode as 'text' | 'numeric' | 'email' | 'tel' | undefined) ?? (inputProps.type === 'email' ? 'email' : undefined)}
      autoComplete={options.autocomplete ?? 'off'}
      onChange={onChangeOverride || handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
    />
  );
}
