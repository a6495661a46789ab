import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A multi-line text field (addresses), growing to three rows. */
export function TextareaWidget({ id, htmlName, value, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus, rawErrors, hideError, schema }: WidgetProps) {
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className={`mo-input mo-textarea${invalid ? ' mo-input--invalid' : ''}`}
      value={(value as string | undefined) ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={({ target }: ChangeEvent<HTMLTextAreaElement>) => onChange(target.value === '' ? options.emptyValue : target.value)}
      onBlur={({ target }: FocusEvent<HTMLTextAreaElement>) => onBlur(id, target.value)}
      onFocus={({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
