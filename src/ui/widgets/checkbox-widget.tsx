import type { ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/**
 * A boolean as a large tappable row with a check mark and the field's label, e.g. the declaration a
 * review step asks the user to accept.
 */
export function CheckboxWidget({ id, htmlName, value, disabled, readonly, label, required, onChange, onBlur, rawErrors, hideError }: WidgetProps) {
  const checked = value === true;
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <label className={`mo-checkbox${checked ? ' mo-checkbox--checked' : ''}${invalid ? ' mo-checkbox--invalid' : ''}`} htmlFor={id}>
      <input
        id={id}
        name={htmlName || id}
        type="checkbox"
        className="mo-checkbox__input"
        checked={checked}
        disabled={disabled || readonly}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.checked)}
        onBlur={({ target }) => onBlur(id, target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <span className="mo-checkbox__box" aria-hidden="true" />
      <span className="mo-checkbox__label">
        {label}
        {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
      </span>
    </label>
  );
}
