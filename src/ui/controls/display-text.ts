import type { Registry } from '@rjsf/utils';
import { I18N_KEY } from '../../engine/index.js';
import { uiText } from '../form-context.js';

/**
 * A schema text (a title, an option label, a question) as the user reads it: an i18n key (`dict.gender.M`) is
 * translated through the form context, anything else (an already localised title, "+853") is shown as is. This
 * lets the widgets work whether titles are localised before rendering or at render time.
 */
export function displayText(registry: Registry, text: unknown): string {
  if (typeof text !== 'string') return text === undefined || text === null ? '' : String(text);
  return I18N_KEY.test(text) ? uiText(registry, text) : text;
}

/**
 * The translation of `key`, or undefined when the labels have none (i18next answers a missing key with the key
 * itself), for optional texts such as a plan summary.
 */
export function optionalText(registry: Registry, key: string): string | undefined {
  const text = uiText(registry, key);
  return text === '' || text === key ? undefined : text;
}
