/** The names product files may use for formats, widgets and fields: what the storefront knows how to show and check. */
import { customFormats } from '../../validation/formats.js';
import { jsonFormats } from '../../validation/json-formats.js';
import { FIELD_NAMES, WIDGET_NAMES } from '../../widgets/widget-rules.js';

/** JSON-schema `format`s the storefront and the gateway validate. */
export const KNOWN_FORMATS: readonly string[] = [...Object.keys(jsonFormats), ...Object.keys(customFormats)];

/** rjsf's own widgets the mobile theme keeps (src/ui/registry.ts adds the rest). */
const RJSF_WIDGETS = ['text', 'textarea', 'select', 'radio', 'date', 'checkbox', 'checkboxes', 'hidden', 'password', 'email', 'updown'];

/** `ui:widget` names the theme renders. */
export const KNOWN_WIDGETS: readonly string[] = [...new Set([...RJSF_WIDGETS, ...Object.values(WIDGET_NAMES)])];

/** `ui:field` names the theme renders. */
export const KNOWN_FIELDS: readonly string[] = Object.values(FIELD_NAMES);
