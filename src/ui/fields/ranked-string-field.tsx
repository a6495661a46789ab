import { useMemo } from 'react';
import { hasWidget, type FieldProps } from '@rjsf/utils';
import { chooseWidget, explicitChoice, uiOptionsOf, type JsonSchema } from '../../engine/index.js';
import { DefaultStringField } from './default-fields.js';

/**
 * The theme's StringField (numbers reach it through rjsf's NumberField too): when the product names no widget,
 * the engine's ranked widget rules pick one (plate, name, upload, date, radio tiles, picker…) and rjsf's own
 * StringField renders it. An explicit `ui:widget` always wins, and an unregistered choice falls back to rjsf's.
 */
export function RankedStringField(props: FieldProps) {
  const { schema, uiSchema, registry } = props;
  const widget = useMemo(() => {
    if (explicitChoice(uiOptionsOf(uiSchema))) return null;
    const choice = chooseWidget(schema as JsonSchema, uiSchema);
    return choice?.kind === 'widget' && hasWidget(schema, choice.name, registry.widgets) ? choice.name : null;
  }, [schema, uiSchema, registry.widgets]);
  const chosenUiSchema = useMemo(() => (widget ? { ...uiSchema, 'ui:widget': widget } : uiSchema), [uiSchema, widget]);
  return <DefaultStringField {...props} uiSchema={chosenUiSchema} />;
}
