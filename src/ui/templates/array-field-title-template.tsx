import { titleId, type ArrayFieldTitleProps } from '@rjsf/utils';
import { localText } from '../form-context.js';

/** The heading above an array's cards (a schema title: an i18n key, translated here). */
export function ArrayFieldTitleTemplate({ title, fieldPathId, required, registry }: ArrayFieldTitleProps) {
  if (!title) return null;
  return (
    <h3 className="mo-section-title" id={titleId(fieldPathId)}>
      {localText(registry, title)}
      {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
    </h3>
  );
}
