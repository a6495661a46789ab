import type { WrapIfAdditionalTemplateProps } from '@rjsf/utils';

/**
 * Product schemas never use `additionalProperties` editing, so the wrapper only passes its children through
 * with the row's class names; the core version's key-rename inputs would be raw unstyled HTML on a phone.
 */
export function WrapIfAdditionalTemplate({ children, classNames, style }: WrapIfAdditionalTemplateProps) {
  return <div className={`mo-row ${classNames ?? ''}`.trim()} style={style}>{children}</div>;
}
