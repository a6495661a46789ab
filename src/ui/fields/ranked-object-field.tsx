import { useCallback, type ReactElement } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { chooseWidget, explicitChoice, uiOptionsOf, type JsonSchema } from '../../engine/index.js';
import { RootFormDataContext, SetFormValueContext } from '../controls/root-form-data.js';
import { DefaultObjectField } from './default-fields.js';

/**
 * The theme's ObjectField. An object the ranked rules recognise (a phone, an identity document, a declaration
 * question) is drawn by its custom field when the product names no `ui:field`; any other object is rjsf's.
 * The root object also publishes the whole form data, for widgets that depend on another field, and a writer of
 * any field's value, for widgets that fill another field.
 */
export function RankedObjectField(props: FieldProps): ReactElement {
  const { schema, uiSchema, registry, fieldPathId, formData, onChange } = props;
  // rjsf's form sets a change at the path it is given, so the root can write into any field.
  const setValue = useCallback((path: readonly string[], value: unknown) => onChange(value, [...path]), [onChange]);
  const choice = explicitChoice(uiOptionsOf(uiSchema)) ? null : chooseWidget(schema as JsonSchema, uiSchema);
  const Custom = choice?.kind === 'field' && choice.name in registry.fields ? registry.fields[choice.name] : undefined;
  const content: ReactElement = Custom && Custom !== RankedObjectField ? <Custom {...props} /> : <DefaultObjectField {...props} />;
  if (fieldPathId.path.length > 0) return content;
  return (
    <RootFormDataContext.Provider value={formData}>
      <SetFormValueContext.Provider value={setValue}>{content}</SetFormValueContext.Provider>
    </RootFormDataContext.Provider>
  );
}
