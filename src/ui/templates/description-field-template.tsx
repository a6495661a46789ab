import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or group's description as muted text. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return <div className="mo-description" id={id}>{description}</div>;
}
