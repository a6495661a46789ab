import type { Field, FieldProps } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import { useRankedUiSchema } from './use-ranked-ui-schema.js';

/** rjsf's own array field, imported from its module so the theme's override never calls itself. */
const DefaultArrayField: Field = ArrayField;

/**
 * The theme's ArrayField: a list the ranked rules draw as one widget (a list of uploaded file ids becomes one
 * upload widget holding several files) gets that widget; every other list is rjsf's card list. Loaded when a form
 * first draws a list (src/ui/registry.ts): rjsf's ArrayField is its largest field.
 */
export function RankedArrayField(props: FieldProps) {
  return <DefaultArrayField {...props} uiSchema={useRankedUiSchema(props)} />;
}
