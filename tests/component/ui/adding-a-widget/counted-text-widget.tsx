import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTypedText } from '../../../../src/ui/controls/use-typed-text.js';
import { uiText } from '../../../../src/ui/form-context.js';

/**
 * A one-line text with the characters left under it (`ui:options.counted`). What is typed stays in the field
 * until the field is left, Enter is pressed or the step form commits it (useTypedText); only then does rjsf get it.
 */
export function CountedTextWidget({ id, htmlName, value, disabled, readonly, placeholder, schema, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const typing = useTypedText(id, (typed) => {
    const tidy = typed.trim();
    if (tidy !== text) onChange(tidy === '' ? options.emptyValue : tidy);
  });
  const shown = typing.text ?? text;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        type="text"
        className="mo-input"
        value={shown}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder || undefined}
        maxLength={max}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value)}
        onKeyDown={typing.onKeyDown}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          typing.commit(target.value);
          onBlur(id, target.value.trim());
        }}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
      {max === undefined ? null : <p className="mo-field-help" data-testid={`${id}-left`}>{uiText(registry, 'ui.charactersLeft', { count: max - shown.length })}</p>}
    </>
  );
}
