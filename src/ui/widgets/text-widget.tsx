import type { ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { inputHintsFor } from './input-hints.js';

/**
 * A single-line text field. Identity-document and plate formats only accept upper case (see the engine's
 * formats), so their input is upper-cased as typed; phone formats get the numeric keypad.
 */
export function TextWidget(props: WidgetProps) {
  const { options, registry, schema, onChange } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const hints = inputHintsFor(typeof schema.format === 'string' ? schema.format : undefined);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const raw = hints.upperCase ? target.value.toUpperCase() : target.value;
    onChange(raw === '' ? options.emptyValue : raw);
  };
  return (
    <BaseInputTemplate
      {...props}
      options={{ ...options, inputMode: options.inputMode ?? hints.inputMode, autocomplete: (options.autocomplete ?? hints.autoComplete) as typeof options.autocomplete }}
      onChangeOverride={handleChange}
    />
  );
}
