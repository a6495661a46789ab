import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { Field } from '@rjsf/utils';

/**
 * rjsf's own object and string fields, which the ranked fields fall back to (and hand a chosen widget to).
 * Imported from their own modules, never through the registry, so the theme's overrides never call themselves.
 */
export const DefaultObjectField: Field = ObjectField;
export const DefaultStringField: Field = StringField;
