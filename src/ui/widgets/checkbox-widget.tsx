import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { CheckRow } from '../controls/check-row.js';
import { LinkedText } from '../controls/linked-text.js';
import { widgetServices } from '../widget-services.js';

/**
 * A boolean as a large tappable row with a check mark and the field's label, e.g. the declaration a
 * review step asks the user to accept. Words of the label that name a text to read (the form's `textLinks`: the
 * declaration, the policy terms) are links that open it.
 */
export function CheckboxWidget({ id, htmlName, value, disabled, readonly, label, required, onChange, onBlur, rawErrors, hideError, registry }: WidgetProps) {
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
      <LinkedText text={label} links={widgetServices(registry).textLinks ?? []} />
      {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
    </CheckRow>
  );
}
