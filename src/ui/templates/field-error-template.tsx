import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { ErrorLines } from '../controls/field-row.js';

/** The messages of one field, right under its control, announced to screen readers. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  return <ErrorLines id={errorId(fieldPathId)} errors={errors} />;
}
