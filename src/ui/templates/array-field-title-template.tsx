import { titleId, type ArrayFieldTitleProps } from '@rjsf/utils';

/** The heading above an array's cards. */
export function ArrayFieldTitleTemplate({ title, fieldPathId, required }: ArrayFieldTitleProps) {
  if (!title) return null;
  return (
    <h3 className="mo-section-title" id={titleId(fieldPathId)}>
      {title}
      {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
    </h3>
  );
}
