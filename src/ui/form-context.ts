import type { Registry } from '@rjsf/utils';
import { I18N_KEY } from '../engine/index.js';

/** Translates an i18n key with optional interpolation values; the app passes i18next's `t`. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What the mobile theme expects in rjsf's `formContext`. The theme cannot import the app's i18n (ui depends
 * on the engine only), so every text it shows comes through `translate`: its own control texts (pickers,
 * add/remove) and the schema's titles, which stay i18n keys in the schema rjsf holds (a precompiled validator
 * only accepts the exact schema it was built from) and are translated as they are rendered.
 */
export interface MobileFormContext {
  translate: Translate;
  /**
   * Changes whenever `translate` does (a language switch). rjsf keeps its registry, formContext included,
   * while a new one deep-equals the old, and its deep equality takes any two functions as equal: without
   * a changing plain value the form would go on rendering with the previous language's `translate`.
   */
  textVersion: number;
}

/** English fallbacks so the theme still renders sensibly when a form is used without a context. */
const FALLBACK: Record<string, string> = {
  'ui.chooseDate': 'Choose a date',
  'ui.datePlaceholder': 'YYYY-MM-DD',
  'ui.confirm': 'Confirm',
  'ui.cancel': 'Cancel',
  'ui.addItem': 'Add {{title}}',
  'ui.removeItem': 'Remove',
  'ui.item': '{{title}} {{index}}',
};

function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

function contextOf(registry: Registry): Partial<MobileFormContext> | undefined {
  return registry.formContext as Partial<MobileFormContext> | undefined;
}

/** The theme's text for `key`, from the form context when there is one. */
export function uiText(registry: Registry, key: string, params?: Record<string, unknown>): string {
  const context = contextOf(registry);
  if (context && typeof context.translate === 'function') return context.translate(key, params);
  return interpolate(FALLBACK[key] ?? key, params);
}

/**
 * A schema or uiSchema text as the user reads it: an i18n key (`field.englishName`, `dict.gender.M`) is
 * translated, a literal text (`+853`, a text already translated) is shown as it is.
 */
export function translateText(translate: Translate, text: string): string {
  return I18N_KEY.test(text) ? translate(text) : text;
}

/** {@link translateText} with the form context's `translate`; without a context the text is shown as it is. */
export function localText(registry: Registry, text: string): string;
export function localText(registry: Registry, text: string | undefined): string | undefined;
export function localText(registry: Registry, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const context = contextOf(registry);
  return context && typeof context.translate === 'function' ? translateText(context.translate, text) : text;
}

const versions = new WeakMap<Translate, number>();
let lastVersion = 0;

/** The form context of `translate`, with a {@link MobileFormContext.textVersion} of its own. */
export function createFormContext(translate: Translate): MobileFormContext {
  let textVersion = versions.get(translate);
  if (textVersion === undefined) {
    lastVersion += 1;
    textVersion = lastVersion;
    versions.set(translate, textVersion);
  }
  return { translate, textVersion };
}
