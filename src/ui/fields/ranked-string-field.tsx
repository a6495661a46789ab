import type { FieldProps } from '@rjsf/utils';
import { DefaultStringField } from './default-fields.js';
import { useRankedUiSchema } from './use-ranked-ui-schema.js';

/**
 * The theme's StringField (numbers reach it through rjsf's NumberField too): when the product names no widget,
 * the engine's ranked widget rules pick one (plate, name, upload, date, radio tiles, picker…) and rjsf's own
 * StringField renders it.
 */
export function RankedStringField(props: FieldProps) {
  return <DefaultStringField {...props} uiSchema={useRankedUiSchema(props)} />;
}
