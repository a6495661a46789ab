import type { DescriptionFieldProps } from '@rjsf/utils';
import { localText } from '../form-context.js';

/** A field's or group's description as muted text; a schema description that is an i18n key is translated. */
export function DescriptionFieldTemplate({ id, description, registry }: DescriptionFieldProps) {
  if (!description) return null;
  return <div className="mo-description" id={id}>{typeof description === 'string' ? localText(registry, description) : description}</div>;
}
