import type { WidgetProps } from '@rjsf/utils';
import { UploadControl } from '../controls/upload-control.js';

/** Files a list field holds when the schema sets no `maxItems` (the spec's identity pictures are a short list). */
const DEFAULT_MAX_FILES = 9;

function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string' && entry !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * An uploaded file (`ui:widget: upload`, or a string with `contentMediaType` image/* or application/pdf, or
 * `format: file-id`): the form data holds the file id that `formContext.uploadFile` returned, a string for a
 * single file or a list of them for an array schema (`maxItems` files at most). The checks, compression, progress
 * and preview are the UploadControl's; `ui:options.accuracy` tunes the compression (0.8-0.99, default 0.95).
 */
export function UploadWidget({ id, value, schema, options, disabled, readonly, registry, onChange, onBlur, rawErrors, hideError }: WidgetProps) {
  const isList = schema.type === 'array';
  const maxCount = isList
    ? (typeof schema.maxItems === 'number' ? schema.maxItems : typeof options.maxCount === 'number' ? options.maxCount : DEFAULT_MAX_FILES)
    : 1;
  const toValue = (ids: string[]) => (isList ? ids : (ids[0] ?? options.emptyValue));
  return (
    <UploadControl
      id={id}
      registry={registry}
      value={idsOf(value)}
      maxCount={maxCount}
      accuracy={options.accuracy}
      disabled={disabled || readonly}
      invalid={!hideError && !!rawErrors && rawErrors.length > 0}
      onChange={(ids) => onChange(toValue(ids))}
      onBlur={(ids) => onBlur(id, toValue(ids))}
    />
  );
}
