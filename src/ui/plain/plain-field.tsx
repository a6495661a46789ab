import { useMemo, type ComponentType } from 'react';
import type { Registry, WidgetProps } from '@rjsf/utils';
import { createFormContext, type Translate } from '../form-context.js';
import { DateWidget } from '../widgets/date-widget.js';
import { TextWidget } from '../widgets/text-widget.js';
import { TextareaWidget } from '../widgets/textarea-widget.js';
import { BaseInputTemplate } from '../templates/base-input-template.js';
import { FieldErrorTemplate } from '../templates/field-error-template.js';
import { ErrorLines, FieldRow } from '../controls/field-row.js';
import '../theme.css';
import '../widgets/mobile-widgets.css';

/** The theme's widgets a form drawn without rjsf can use. */
const WIDGETS: Record<PlainFieldKind, ComponentType<WidgetProps>> = { text: TextWidget, textarea: TextareaWidget, date: DateWidget };

/** Which of the order forms' widgets draws the field: a text line, an address box, or the storefront's date field. */
export type PlainFieldKind = 'text' | 'textarea' | 'date';

export interface PlainFieldProps {
  kind: PlainFieldKind;
  /** The control's id; the row, its label and its error line are named after it. */
  id: string;
  /** The label as the user reads it. */
  label: string;
  required?: boolean;
  /** A line under the label (the area code a phone number is in). */
  description?: string;
  /** The field's value ('' when empty; a date is YYYY-MM-DD). */
  value: string;
  /** Told the new value when the user leaves the field (what is typed stays in it until then, as in the order forms). */
  onChange(value: string): void;
  /** The field's message, already translated; none when the value is fine. */
  error?: string | undefined;
  translate: Translate;
  placeholder?: string;
  maxLength?: number;
  /** Text: a format of the engine (`en-name`, `mo-phone`...) choosing the keypad and upper case, as in the order forms. */
  format?: string;
  /** Text: the keypad, when no format chooses it (a year: `numeric`). */
  inputMode?: 'numeric';
  /** Date: how far the picker reaches back and forward from today (a date of birth: 100 back, 0 forward). */
  yearsBack?: number;
  yearsForward?: number;
  /** Carried by the control's wrapper and, with `-error`, by the error line. */
  testId?: string;
}

/**
 * One field of a form that is not drawn by rjsf (the profile, a relative, the business enquiry) drawn exactly as
 * the order forms draw it: their row (label, required mark, error line) around the theme's own widget, so a date is
 * typed on a numeric keypad or picked on the storefront's wheel, never on the device's mm/dd/yyyy picker.
 */
export function PlainField({ kind, id, label, required, description, value, onChange, error, translate, placeholder, maxLength, format, inputMode, yearsBack, yearsForward, testId }: PlainFieldProps) {
  // The widgets read only their texts (formContext) and two templates from the registry; rjsf's form-wide parts
  // (schema utilities, fields) are not needed here, and are not loaded with these pages.
  const registry = useMemo(
    () => ({ formContext: createFormContext(translate), templates: { FieldErrorTemplate, BaseInputTemplate } }) as unknown as Registry,
    [translate],
  );
  const errors = error ? [error] : [];
  const Widget = WIDGETS[kind];
  const props: WidgetProps = {
    id,
    name: id,
    htmlName: id,
    label,
    hideLabel: true,
    schema: { type: 'string', ...(kind === 'date' ? { format: 'date' } : format ? { format } : {}), ...(maxLength ? { maxLength } : {}) },
    uiSchema: {},
    value,
    required: !!required,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: placeholder ?? '',
    multiple: false,
    rawErrors: errors,
    hideError: false,
    options: { emptyValue: '', ...(inputMode ? { inputMode } : {}), ...(yearsBack === undefined ? {} : { yearsBack }), ...(yearsForward === undefined ? {} : { yearsForward }) },
    onChange: (next: unknown) => onChange(typeof next === 'string' ? next : ''),
    onBlur: () => undefined,
    onFocus: () => undefined,
    registry,
  };
  return (
    <FieldRow id={id} label={label} required={required} description={description} invalid={errors.length > 0} errors={<ErrorLines id={`${id}__error`} errors={errors} testId={testId ? `${testId}-error` : undefined} />}>
      <div className="mo-plain-control" data-testid={testId}>
        <Widget {...props} />
      </div>
    </FieldRow>
  );
}
