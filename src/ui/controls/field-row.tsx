import type { ReactNode } from 'react';

export interface FieldRowProps {
  /** The control's id: the label points at it and the row is found by it (`data-field-id`). */
  id: string;
  /** The label as the user reads it (already translated); none for a control that carries its own. */
  label?: string | undefined;
  required?: boolean | undefined;
  /** Draws the row as refused (red label and border). */
  invalid?: boolean | undefined;
  description?: ReactNode;
  /** The error lines, drawn under the control. */
  errors?: ReactNode;
  help?: ReactNode;
  children: ReactNode;
}

/**
 * One form row as every storefront form draws it: label with its required mark, the control, the error line and
 * help. The order forms' FieldTemplate and the forms drawn without rjsf (profile, relatives, business enquiry)
 * both draw their rows here, so the two can never look different.
 */
export function FieldRow({ id, label, required, invalid, description, errors, help, children }: FieldRowProps) {
  return (
    <div className={`mo-field${invalid ? ' mo-field--invalid' : ''}`} data-field-id={id}>
      {label ? (
        <label className="mo-field__label" htmlFor={id} id={`${id}__label`}>
          {label}
          {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
        </label>
      ) : null}
      {description ? <div className="mo-field__description">{description}</div> : null}
      <div className="mo-field__control">{children}</div>
      {errors}
      {help}
    </div>
  );
}

export interface ErrorLinesProps {
  /** Rendered as `<id>`, the id a control's `aria-describedby` names. */
  id: string;
  errors: readonly ReactNode[];
  testId?: string | undefined;
}

/** The messages of one field, right under its control, announced to screen readers. */
export function ErrorLines({ id, errors, testId }: ErrorLinesProps) {
  const shown = errors.filter((error) => !!error);
  if (shown.length === 0) return null;
  return (
    <div className="mo-field-error" id={id} role="alert" data-testid={testId}>
      {shown.map((error, index) => (
        <div key={index} className="mo-field-error__line">{error}</div>
      ))}
    </div>
  );
}
