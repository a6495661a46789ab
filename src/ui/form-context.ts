import type { Registry } from '@rjsf/utils';

/** Translates an i18n key with optional interpolation values; the app passes i18next's `t`. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What the mobile theme expects in rjsf's `formContext`. The theme cannot import the app's i18n (ui depends
 * on the engine only), so the texts it needs for its own controls (pickers, add/remove) come through here.
 */
export interface MobileFormContext {
  translate: Translate;
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

/** The theme's text for `key`, from the form context when there is one. */
export function uiText(registry: Registry, key: string, params?: Record<string, unknown>): string {
  const context = registry.formContext as Partial<MobileFormContext> | undefined;
  if (context && typeof context.translate === 'function') return context.translate(key, params);
  return interpolate(FALLBACK[key] ?? key, params);
}
