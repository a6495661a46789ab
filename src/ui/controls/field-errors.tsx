import { getTemplate, type FieldPathId, type RJSFSchema, type Registry } from '@rjsf/utils';

export interface FieldErrorsProps {
  registry: Registry;
  /** The field the messages belong to; they render as `<id>__error`, like rjsf's own. */
  fieldPathId: FieldPathId;
  schema: RJSFSchema;
  /** The messages from validation; when there are none, `local` is shown instead. */
  errors?: string[] | undefined;
  /** A message the widget found itself (a phone number that fails checkPhone on blur, say). */
  local?: string | null | undefined;
}

/** The errors a widget shows, validation's first: the widget's own check only fills in until validation has run. */
export function shownErrors(errors: string[] | undefined, local: string | null | undefined): string[] {
  const fromValidation = (errors ?? []).filter((error) => typeof error === 'string' && error !== '');
  if (fromValidation.length > 0) return fromValidation;
  return local ? [local] : [];
}

/**
 * The messages of a part of a custom field (the number of a phone, the answer of a question) drawn with the theme's
 * FieldErrorTemplate, so they look, and are found (`<id>__error`), exactly like any other field's.
 */
export function FieldErrors({ registry, fieldPathId, schema, errors, local }: FieldErrorsProps) {
  const shown = shownErrors(errors, local);
  if (shown.length === 0) return null;
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, {});
  return <FieldErrorTemplate errors={shown} fieldPathId={fieldPathId} schema={schema} registry={registry} />;
}
