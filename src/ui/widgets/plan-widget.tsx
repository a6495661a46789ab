import type { Registry, WidgetProps } from '@rjsf/utils';
import { OptionGroup, type OptionItem } from '../controls/option-group.js';
import { displayText, optionalText } from '../controls/display-text.js';

/** `product.<CODE>.plan.<PLAN>`: the title key composeFormSchema gives a plan, whose summary key is `planSummary`. */
const PLAN_TITLE_KEY = /^product\.([^.]+)\.plan\.(.+)$/;

/** A plan's summary: the option's own description, a `ui:options.summaries` entry, or the plan's summary label. */
function summaryOf(registry: Registry, label: string, description: unknown, summaries: unknown, value: unknown): string | undefined {
  if (typeof description === 'string' && description !== '') return displayText(registry, description);
  if (summaries && typeof summaries === 'object') {
    const entry = (summaries as Record<string, unknown>)[String(value)];
    if (typeof entry === 'string' && entry !== '') return displayText(registry, entry);
  }
  const key = PLAN_TITLE_KEY.exec(label);
  return key ? optionalText(registry, `product.${key[1]}.planSummary.${key[2]}`) : undefined;
}

/**
 * Plans as full-width cards with the plan's title and summary (`ui:widget: plan`, or any choice list whose options
 * carry descriptions). The options are the product's plans (the `x-source: plans` oneOf); the summary comes from
 * the option's description, `ui:options.summaries` ({ [plan]: text or i18n key }), or the plan's summary label.
 */
export function PlanWidget({ id, options, value, disabled, readonly, registry, onChange, onBlur, rawErrors, hideError }: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const items: OptionItem[] = enumOptions.map((option) => {
    const description = summaryOf(registry, option.label, option.schema?.description, options.summaries, option.value);
    return { value: String(option.value), label: displayText(registry, option.label), ...(description ? { description } : {}) };
  });
  const selected = enumOptions.find((option) => option.value === value);
  return (
    <div className="mo-plans">
      <OptionGroup
        id={id}
        layout="list"
        options={items}
        value={selected ? String(selected.value) : undefined}
        disabled={disabled || readonly}
        invalid={!hideError && !!rawErrors && rawErrors.length > 0}
        onSelect={(key) => onChange(enumOptions.find((option) => String(option.value) === key)?.value ?? options.emptyValue)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
        }}
      />
    </div>
  );
}
