import type { TitleFieldProps } from '@rjsf/utils';
import { localText } from '../form-context.js';

/** The heading of an object group (a schema title: an i18n key, translated here). */
export function TitleFieldTemplate({ id, title, registry }: TitleFieldProps) {
  return <h3 className="mo-section-title" id={id}>{localText(registry, title)}</h3>;
}
