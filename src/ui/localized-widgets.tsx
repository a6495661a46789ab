import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import { localText } from './form-context.js';

/**
 * A widget that receives its texts as the user reads them. The schema rjsf holds keeps its titles as i18n
 * keys (precompiled validators only accept the schema they were built from), and rjsf hands a widget
 * `label` (the field title) and `options.enumOptions` (choice titles from `oneOf`/`enum`) straight from it:
 * they are translated here, at render time, with the form context's `translate`, so every widget (the
 * theme's and rjsf's own) shows translated labels and follows a language switch. Texts that are not keys
 * (`+853`, already translated uiSchema texts) pass through unchanged. A widget reading titles from
 * `schema` itself should pass them through `localText` (src/ui/form-context.ts).
 */
function withLocalTexts(Inner: Widget): Widget {
  function LocalizedWidget(props: WidgetProps) {
    const { registry, label, placeholder, options } = props;
    const enumOptions = options.enumOptions?.map((option) => ({ ...option, label: localText(registry, option.label) }));
    return (
      <Inner
        {...props}
        label={localText(registry, label)}
        placeholder={localText(registry, placeholder)}
        options={enumOptions ? { ...options, enumOptions } : options}
      />
    );
  }
  LocalizedWidget.displayName = `Localized(${Inner.displayName ?? Inner.name ?? 'Widget'})`;
  return LocalizedWidget;
}

/** Every widget of `widgets`, by the same names, wrapped by {@link withLocalTexts}. */
export function localizedWidgets(widgets: RegistryWidgetsType): RegistryWidgetsType {
  return Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, withLocalTexts(widget)]));
}
