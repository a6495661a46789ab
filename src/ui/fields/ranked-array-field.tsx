import type { FieldProps } from '@rjsf/utils';
import { DefaultArrayField } from './default-fields.js';
import { useRankedUiSchema } from './use-ranked-ui-schema.js';

/**
 * The theme's ArrayField: a list the ranked rules draw as one widget (a list of uploaded file ids becomes one
 * upload widget holding several files) gets that widget; every other list is rjsf's card list.
 */
export function RankedArrayField(props: FieldProps) {
  return <DefaultArrayField {...props} uiSchema={useRankedUiSchema(props)} />;
}
