import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { uiText } from '../form-context.js';
import { displayText } from '../controls/display-text.js';
import { LazyOptionSheet } from '../controls/lazy-option-sheet.js';
import { PickerButton } from '../controls/picker-button.js';

/**
 * A choice from a longer list (more than four options, or `ui:widget: picker` / `area`): the field shows the
 * chosen label and opens the list in a bottom sheet (antd-mobile Popup + CheckList, searchable when long). Test
 * ids: `<id>-picker` opens it, `<id>-option-<value>` picks. The chosen option's own value (string or number)
 * goes into the form data.
 */
export function PickerWidget({ id, label, value, options, disabled, readonly, placeholder, registry, onChange, onBlur, onFocus, rawErrors, hideError }: WidgetProps) {
  const [open, setOpen] = useState(false);
  const enumOptions = options.enumOptions ?? [];
  const items = enumOptions.map((option) => ({
    value: String(option.value),
    label: displayText(registry, option.label),
    ...(typeof option.schema?.description === 'string' ? { description: displayText(registry, option.schema.description) } : {}),
  }));
  const selected = enumOptions.find((option) => option.value === value);
  const close = () => {
    setOpen(false);
    onBlur(id, value);
  };
  return (
    <>
      <PickerButton
        id={id}
        text={selected ? displayText(registry, selected.label) : undefined}
        placeholder={placeholder || uiText(registry, 'ui.choose')}
        disabled={disabled || readonly}
        invalid={!hideError && !!rawErrors && rawErrors.length > 0}
        onOpen={() => {
          onFocus(id, value);
          setOpen(true);
        }}
      />
      <LazyOptionSheet
        id={id}
        title={label}
        open={open}
        options={items}
        value={selected ? String(selected.value) : undefined}
        cancelText={uiText(registry, 'ui.cancel')}
        searchPlaceholder={uiText(registry, 'ui.remote.search')}
        clearSearchText={uiText(registry, 'ui.clearSearch')}
        onClose={close}
        onPick={(key) => {
          const picked = enumOptions.find((option) => String(option.value) === key);
          const next = picked ? picked.value : options.emptyValue;
          onChange(next);
          setOpen(false);
          onBlur(id, next);
        }}
      />
    </>
  );
}
