import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The messages of one field, right under its control, announced to screen readers. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((error) => !!error);
  if (shown.length === 0) return null;
  return (
    <div className="mo-field-error" id={errorId(fieldPathId)} role="alert">
      {shown.map((error, index) => (
        <div key={index} className="mo-field-error__line">{error}</div>
      ))}
    </div>
  );
}
