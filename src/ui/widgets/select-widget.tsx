import type { WidgetProps } from '@rjsf/utils';
import { OptionGroup } from '../controls/option-group.js';
import { displayText } from '../controls/display-text.js';

/**
 * A choice among `oneOf`/`enum` options, drawn as tappable tiles in a grid (a long label such as a plan
 * name gets a full-width row instead). The tile keys are the option values as text; the chosen option's
 * own value (string, number or boolean) is what goes into the form data.
 */
export function SelectWidget({ id, options, value, disabled, readonly, onChange, onBlur, rawErrors, hideError, registry }: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const items = enumOptions.map((option) => ({ value: String(option.value), label: displayText(registry, option.label) }));
  const selected = enumOptions.find((option) => option.value === value);
  const layout = options.layout === 'list' || items.some((item) => item.label.length > 12) ? 'list' : 'grid';
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
        // Only leaving the whole group counts as a blur, not moving between its tiles.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
      }}
    />
  );
}
