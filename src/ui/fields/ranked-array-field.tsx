import { useMemo } from 'react';
import { hasWidget, type FieldProps } from '@rjsf/utils';
import { chooseWidget, explicitChoice, uiOptionsOf, type JsonSchema } from '../../engine/index.js';
import { DefaultArrayField } from './default-fields.js';

/**
 * The theme's ArrayField: a list the ranked rules draw as one widget (a list of uploaded file ids becomes one
 * upload widget holding several files) gets that widget; every other list is rjsf's card list.
 */
export function RankedArrayField(props: FieldProps) {
  const { schema, uiSchema, registry } = props;
  const widget = useMemo(() => {
    if (explicitChoice(uiOptionsOf(uiSchema))) return null;
    const choice = chooseWidget(schema as JsonSchema, uiSchema);
    return choice?.kind === 'widget' && hasWidget(schema, choice.name, registry.widgets) ? choice.name : null;
  }, [schema, uiSchema, registry.widgets]);
  const chosenUiSchema = useMemo(() => (widget ? { ...uiSchema, 'ui:widget': widget } : uiSchema), [uiSchema, widget]);
  return <DefaultArrayField {...props} uiSchema={chosenUiSchema} />;
}
