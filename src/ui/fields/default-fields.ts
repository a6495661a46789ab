import { getDefaultRegistry } from '@rjsf/core';
import type { Field } from '@rjsf/utils';

/**
 * rjsf's own object, string and array fields, which the ranked fields fall back to (and hand a chosen widget to).
 * Taken once from the default registry, so the theme's overrides never call themselves.
 */
const defaults = getDefaultRegistry().fields;

function required(name: 'ObjectField' | 'StringField' | 'ArrayField'): Field {
  const field = defaults[name];
  if (!field) throw new Error(`rjsf's default registry has no ${name}`);
  return field;
}

export const DefaultObjectField = required('ObjectField');
export const DefaultStringField = required('StringField');
export const DefaultArrayField = required('ArrayField');
