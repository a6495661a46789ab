import type { TitleFieldProps } from '@rjsf/utils';

/** The heading of an object group. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return <h3 className="mo-section-title" id={id}>{title}</h3>;
}
