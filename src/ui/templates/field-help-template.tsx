import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** A field's help text (ui:help), already localised by the caller. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return <div className="mo-field-help" id={helpId(fieldPathId)}>{help}</div>;
}
