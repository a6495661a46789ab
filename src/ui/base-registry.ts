import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  type Registry,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type TemplatesType,
} from '@rjsf/utils';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import MultiSchemaFieldTemplate from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
import UnsupportedFieldTemplate from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import { lazyThemePart } from './controls/lazy-theme-part.js';

// Lists, anyOf/oneOf between object schemas and schemas of no known type are drawn by a few steps only (TPS's
// insured persons, a declarations list): their fields, the largest of rjsf's, load when a form first draws one.
const ArrayField = lazyThemePart(() => import('@rjsf/core/lib/components/fields/ArrayField.js').then((module) => module.default));
const MultiSchemaField = lazyThemePart(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js').then((module) => module.default));
const FallbackField = lazyThemePart(() => import('@rjsf/core/lib/components/fields/FallbackField.js').then((module) => module.default));

/** What the storefront's forms start from before the mobile theme (src/ui/registry.ts) is spread over it. */
export interface BaseRegistry extends Pick<Registry, 'rootSchema' | 'formContext' | 'translateString' | 'globalFormOptions'> {
  fields: RegistryFieldsType;
  templates: Partial<TemplatesType>;
  widgets: RegistryWidgetsType;
}

/**
 * rjsf's own parts the mobile theme builds on, and only those: the fields that walk a schema (object, array,
 * string, number, boolean, null, anyOf/oneOf, and the fallback for a schema of no known type), the two templates
 * they draw that the theme does not override, and the hidden and email inputs (`ui:widget: hidden`,
 * `format: email`). Everything else a form shows is the theme's.
 *
 * rjsf's `Form` merges the registry it gets from `getDefaultRegistry()` under the theme's, and that default holds
 * every field, template and widget rjsf ships (a layout grid, alternative date pickers, a file list with a
 * markdown renderer, a colour picker...): about 10 KB gz of the order route that no product uses. vite.config.ts
 * points `Form`'s import of `getDefaultRegistry` here (docs/decisions/016-order-route-diet.md), so this is also
 * what a widget or field missing from the theme would fall back to: a `ui:widget` named nowhere fails as loudly as
 * with rjsf's own registry, and a format with no widget here (`uri`, `date-time`...) is a text input.
 */
export function baseRegistry(): BaseRegistry {
  return {
    fields: {
      SchemaField,
      ObjectField,
      ArrayField,
      StringField,
      NumberField,
      BooleanField,
      NullField,
      AnyOfField: MultiSchemaField,
      OneOfField: MultiSchemaField,
      FallbackField,
    },
    templates: { MultiSchemaFieldTemplate, UnsupportedFieldTemplate },
    widgets: { HiddenWidget, EmailWidget },
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: DEFAULT_ID_PREFIX, idSeparator: DEFAULT_ID_SEPARATOR, useFallbackUiForUnsupportedType: false },
  };
}

/** `Form` imports `getDefaultRegistry` as its module's default export; this module takes that module's place. */
export default baseRegistry;
