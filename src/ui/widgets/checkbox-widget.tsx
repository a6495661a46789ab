import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { CheckRow } from '../controls/check-row.js';

/**
 * A boolean as a large tappable row with a check mark and the field's label, e.g. the declaration a
 * review step asks the user to accept.
 */
export function CheckboxWidget({ id, htmlName, value, disabled, readonly, label, required, onChange, onBlur, rawErrors, hideError }: WidgetProps) {
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <CheckRow
      id={id}
      name={htmlName || id}
      checked={value === true}
      disabled={disabled || readonly}
      invalid={invalid}
      describedBy={ariaDescribedByIds(id)}
      onChange={(checked) => onChange(checked)}
      onBlur={(checked) => onBlur(id, checked)}
    >
      {label}
      {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
    </CheckRow>
  );
}
