import { useMemo } from 'react';
import { hasWidget, type FieldProps, type UiSchema } from '@rjsf/utils';
import { chooseWidget, explicitChoice, uiOptionsOf, type JsonSchema } from '../../engine/index.js';

/**
 * The field's ui schema with the widget the engine's ranked rules pick when the product names none.
 * An explicit `ui:widget` always wins, and a choice the registry does not hold leaves the ui schema as it is.
 */
export function useRankedUiSchema({ schema, uiSchema, registry }: FieldProps): UiSchema | undefined {
  const widget = useMemo(() => {
    if (explicitChoice(uiOptionsOf(uiSchema))) return null;
    const choice = chooseWidget(schema as JsonSchema, uiSchema);
    return choice?.kind === 'widget' && hasWidget(schema, choice.name, registry.widgets) ? choice.name : null;
  }, [schema, uiSchema, registry.widgets]);
  return useMemo(() => (widget ? { ...uiSchema, 'ui:widget': widget } : uiSchema), [uiSchema, widget]);
}
