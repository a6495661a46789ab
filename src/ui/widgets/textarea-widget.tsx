import type { ChangeEvent, CSSProperties, FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTypedText } from '../controls/use-typed-text.js';

/**
 * A multi-line text field (addresses), three rows unless `options.rows` says otherwise; what is typed stays in it
 * until it is left. Its height comes from its rows (`--mo-textarea-rows`, see theme.css), never from its text, so a
 * keystroke lays out the field alone.
 */
export function TextareaWidget({ id, htmlName, value, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus, rawErrors, hideError, schema }: WidgetProps) {
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  const text = typeof value === 'string' ? value : '';
  const typing = useTypedText(id, (typed) => {
    if (typed !== text) onChange(typed === '' ? options.emptyValue : typed);
  });
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className={`mo-input mo-textarea${invalid ? ' mo-input--invalid' : ''}`}
      value={typing.text ?? text}
      rows={rows}
      style={{ '--mo-textarea-rows': rows } as CSSProperties}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      // No empty placeholder: Chromium restyles a field's placeholder on every keystroke.
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={({ target }: ChangeEvent<HTMLTextAreaElement>) => typing.type(target.value)}
      onBlur={({ target }: FocusEvent<HTMLTextAreaElement>) => {
        typing.commit(target.value);
        onBlur(id, target.value);
      }}
      onFocus={({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
