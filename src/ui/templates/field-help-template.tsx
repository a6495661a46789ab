import { helpId, type FieldHelpProps } from '@rjsf/utils';
import { localText } from '../form-context.js';

/** A field's help text (ui:help); an i18n key is translated, a text the caller localised is shown as it is. */
export function FieldHelpTemplate({ help, fieldPathId, registry }: FieldHelpProps) {
  if (!help) return null;
  return <div className="mo-field-help" id={helpId(fieldPathId)}>{typeof help === 'string' ? localText(registry, help) : help}</div>;
}
