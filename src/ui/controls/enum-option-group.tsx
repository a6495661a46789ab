import type { WidgetProps } from '@rjsf/utils';
import { OptionGroup } from './option-group.js';
import { displayText } from './display-text.js';

/** The tile or row layout of a choice, decided by each widget from its labels. */
export type ChoiceLayout = 'grid' | 'list';

/** The labels of a widget's `oneOf`/`enum` options, as shown. */
export function choiceLabels({ options, registry }: Pick<WidgetProps, 'options' | 'registry'>): string[] {
  return (options.enumOptions ?? []).map((option) => displayText(registry, option.label));
}

/**
 * A widget's `oneOf`/`enum` options as tappable tiles or rows. The tile keys are the option values as text;
 * the chosen option's own value (string, number or boolean) is what goes into the form data.
 */
export function EnumOptionGroup({ props, layout }: { props: WidgetProps; layout: ChoiceLayout }) {
  const { id, options, value, disabled, readonly, onChange, onBlur, rawErrors, hideError } = props;
  const enumOptions = options.enumOptions ?? [];
  const labels = choiceLabels(props);
  const items = enumOptions.map((option, index) => ({ value: String(option.value), label: labels[index] ?? String(option.value) }));
  const selected = enumOptions.find((option) => option.value === value);
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
