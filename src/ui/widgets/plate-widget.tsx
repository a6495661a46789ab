import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { normalizePlate } from '../../engine/index.js';
import { uiText } from '../form-context.js';
import { FieldErrors } from '../controls/field-errors.js';
import { useTypedText } from '../controls/use-typed-text.js';

/**
 * A Macao licence plate (`format: mo-plate`, `ui:widget: plate`). Letters are upper-cased as typed; when the user
 * leaves the field the plate is shown in its normalised form (`ma1234` -> `MA-12-34`, `ex1234` -> `EX-1234`,
 * engine normalizePlate). Something that is no plate stays exactly as typed, with the plate message under it.
 * What is typed stays in the field until it is left (or the step form commits it).
 */
export function PlateWidget({ id, htmlName, value, disabled, readonly, autofocus, placeholder, schema, options, registry, onChange, onBlur, onFocus, rawErrors, hideError }: WidgetProps) {
  const [local, setLocal] = useState<string | null>(null);
  const text = typeof value === 'string' ? value : '';
  const typing = useTypedText(id, (typed) => {
    const trimmed = typed.trim();
    const stored = trimmed === '' ? '' : (normalizePlate(trimmed) ?? typed);
    if (stored !== text) onChange(stored === '' ? options.emptyValue : stored);
  });
  const hasErrors = !!rawErrors && rawErrors.length > 0;
  const invalid = !hideError && (hasErrors || !!local);
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        type="text"
        className={`mo-input mo-plate${invalid ? ' mo-input--invalid' : ''}`}
        value={typing.text ?? text}
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        placeholder={placeholder || 'MA-12-34'}
        maxLength={12}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value.toUpperCase())}
        onKeyDown={typing.onKeyDown}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          const typed = target.value.trim();
          const plate = typed === '' ? '' : normalizePlate(typed);
          typing.commit(target.value);
          setLocal(plate === null ? uiText(registry, 'validation.format.mo-plate') : null);
          onBlur(id, plate ?? target.value);
        }}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
      />
      {/* Validation's own message (drawn by the field template) takes over once the form has checked the field. */}
      {!hideError && !hasErrors ? <FieldErrors registry={registry} fieldPathId={{ $id: id, path: [] }} schema={schema as RJSFSchema} local={local} /> : null}
    </>
  );
}
