import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { inputHintsFor } from './input-hints.js';

/**
 * A single-line text field. Identity-document and plate formats only accept upper case (see the engine's
 * formats), so their input is upper-cased as typed; phone formats get the numeric keypad. The text stays in the
 * field while typed (the theme's BaseInputTemplate) and reaches the form when the field is left.
 */
export function TextWidget(props: WidgetProps) {
  const { options, registry, schema } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const hints = inputHintsFor(typeof schema.format === 'string' ? schema.format : undefined);
  return (
    <BaseInputTemplate
      {...props}
      options={{
        ...options,
        inputMode: options.inputMode ?? hints.inputMode,
        autocomplete: (options.autocomplete ?? hints.autoComplete) as typeof options.autocomplete,
        upperCase: hints.upperCase,
      }}
    />
  );
}
