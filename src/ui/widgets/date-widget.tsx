import { useEffect, useMemo, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { DatePickerProps } from 'antd-mobile';
import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { DATE_PICKER_YEARS } from '../../engine/index.js';
import { uiText } from '../form-context.js';
import { FieldErrors } from '../controls/field-errors.js';
import { macaoStartDate } from '../controls/macao-start-date.js';
import { useTypedText } from '../controls/use-typed-text.js';
import { lazyOverlay } from '../controls/lazy-overlay.js';
import { isIsoDate, localIsoDate, localMidnight } from '../local-date.js';

/** antd-mobile's wheel date picker, loaded when first opened (docs/decisions/016-order-route-diet.md). */
const DatePicker = lazyOverlay<DatePickerProps>(() => import('antd-mobile/es/components/date-picker').then((module) => module.default));

/** `20260131` typed on a numeric keypad becomes `2026-01-31`; anything else is left for validation to judge. */
function normaliseTyped(text: string): string {
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : text.trim();
}

/**
 * A date (`format: date`, stored as YYYY-MM-DD). The value can be typed, or picked with antd-mobile's wheel
 * picker, which reaches {@link DATE_PICKER_YEARS} years back and forward from today (docs/spec/storefront-spec.md#5-validation-rules and #9-business-constants-and-limits).
 * A field that needs a longer reach, a date of birth say, sets `ui:options` `yearsBack` / `yearsForward`.
 *
 * A policy start date (`ui:options.startDate: true`) follows the 22:00 rule on Macao time (engine startDateFor):
 * an empty field starts at the earliest start date, the picker cannot go before it, and a typed earlier date
 * gets the start-date message when the field is left.
 */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, options, onChange, onBlur, onFocus, rawErrors, hideError, registry, label, schema } = props;
  const [open, setOpen] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  const yearsBack = typeof options.yearsBack === 'number' ? options.yearsBack : DATE_PICKER_YEARS;
  const yearsForward = typeof options.yearsForward === 'number' ? options.yearsForward : DATE_PICKER_YEARS;
  const isStartDate = options.startDate === true;
  const earliest = useMemo(() => (isStartDate ? macaoStartDate() : undefined), [isStartDate]);
  const { min, max } = useMemo(() => {
    const start = earliest ?? localIsoDate();
    return { min: localMidnight(start, earliest ? 0 : -yearsBack), max: localMidnight(start, yearsForward) };
  }, [yearsBack, yearsForward, earliest]);
  const text = typeof value === 'string' ? value : '';
  // A typed date stays in the input until it is left (or the step form commits it), normalised as it is given.
  const typing = useTypedText(id, (typed) => {
    const normalised = normaliseTyped(typed);
    if (normalised !== text) onChange(normalised === '' ? options.emptyValue : normalised);
  });
  // Filled in once, when the field first shows empty; a date already there (a reopened draft) is left alone.
  useEffect(() => {
    if (earliest && text === '') onChange(earliest);
  }, [earliest]);
  const pickerValue = localMidnight(text);
  const hasErrors = !!rawErrors && rawErrors.length > 0;
  const invalid = !hideError && (hasErrors || !!local);
  const locked = disabled || readonly;
  const judge = (date: string) => {
    setLocal(earliest && isIsoDate(date) && date < earliest ? uiText(registry, 'validation.startDate', { date: earliest }) : null);
  };

  return (
    <>
      <div className={`mo-date${invalid ? ' mo-date--invalid' : ''}`}>
        <input
          id={id}
          name={htmlName || id}
          className={`mo-input mo-date__input${invalid ? ' mo-input--invalid' : ''}`}
          value={typing.text ?? text}
          inputMode="numeric"
          autoComplete="off"
          placeholder={uiText(registry, 'ui.datePlaceholder')}
          maxLength={10}
          disabled={disabled}
          readOnly={readonly}
          onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value)}
          onKeyDown={typing.onKeyDown}
          onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
            const normalised = normaliseTyped(target.value);
            typing.commit(target.value);
            judge(normalised);
            onBlur(id, normalised);
          }}
          onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={ariaDescribedByIds(id)}
        />
        <button
          type="button"
          className="mo-date__open"
          disabled={locked}
          aria-label={`${uiText(registry, 'ui.chooseDate')} ${label}`}
          data-testid={`${id}-picker`}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z" />
          </svg>
        </button>
        <DatePicker
          visible={open}
          title={label}
          min={min}
          max={max}
          value={pickerValue}
          confirmText={uiText(registry, 'ui.confirm')}
          cancelText={uiText(registry, 'ui.cancel')}
          onClose={() => setOpen(false)}
          onConfirm={(date) => {
            const picked = localIsoDate(date);
            onChange(picked);
            judge(picked);
            onBlur(id, picked);
          }}
        />
      </div>
      {!hideError && !hasErrors ? <FieldErrors registry={registry} fieldPathId={{ $id: id, path: [] }} schema={schema as RJSFSchema} local={local} /> : null}
    </>
  );
}
