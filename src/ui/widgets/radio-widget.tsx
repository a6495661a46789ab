import type { WidgetProps } from '@rjsf/utils';
import { OptionGroup } from '../controls/option-group.js';
import { displayText } from '../controls/display-text.js';

/**
 * A radio choice (`ui:widget: radio`): tiles side by side for short labels such as a gender, full-width
 * rows for long ones such as plan names.
 */
export function RadioWidget({ id, options, value, disabled, readonly, onChange, onBlur, rawErrors, hideError, registry }: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const items = enumOptions.map((option) => ({ value: String(option.value), label: displayText(registry, option.label) }));
  const selected = enumOptions.find((option) => option.value === value);
  const layout = enumOptions.length <= 3 && items.every((item) => item.label.length <= 10) ? 'grid' : 'list';
  return (
    <OptionGroup
      id={id}
      layout={layout}
      options={items}
      value={selected ? String(selected.value) : undefined}
      disabled={disabled || readonly}
      invalid={!hideError && !!rawErrors && rawErrors.length > 0}
      onSelect={(key) => onChange(enumOptions.find((option) => String(option.value) === key)?.value ?? options.emptyValue)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
      }}
    />
  );
}
