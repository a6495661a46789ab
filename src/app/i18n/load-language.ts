import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../../api/index.js';
import type { Lang } from '../../engine/index.js';
import { loadBundledLabels } from './bundled-labels.js';
import { parseLabelFile } from './label-file.js';
import { notePageLabels } from './page-labels.js';
import { buildResources } from './resources.js';

/** What loading a language needs from the composition root. */
export interface LoadLanguageDeps {
  api: Pick<ApiClient, 'call'>;
  i18n: I18n;
  /**
   * The products' own texts (engine productLabels), every language, as the app has them when the language's labels
   * arrive: asked for then, not when the switch began, so a catalogue that finished loading meanwhile is included.
   */
  productTexts: () => Record<Lang, Record<string, string>>;
}

/**
 * Makes `lang`'s texts ready in i18next before the storefront switches to it, so the switch never shows
 * keys: its bundled labels (both parts, ./label-parts.ts, whichever page is shown) and the label file asked for
 * that language, built as at launch. A language already loaded is ready at once. Resolves false, adding nothing, when the chunk or
 * the label file could not be had: the caller keeps the current language. A label file that does not
 * decode leaves the bundled labels, as at launch.
 */
export async function loadLanguage(lang: Lang, deps: LoadLanguageDeps): Promise<boolean> {
  if (deps.i18n.hasResourceBundle(lang, 'translation')) return true;
  const [bundled, text] = await Promise.all([
    loadBundledLabels(lang).catch(() => null),
    deps.api.call('plat.i18n', { lang }),
  ]);
  if (bundled === null || text === false) return false;
  const file = parseLabelFile(String(text));
  const server = file.kind === 'labels' ? { labels: file.labels, dicts: file.dicts } : undefined;
  deps.i18n.addResourceBundle(lang, 'translation', buildResources(lang, bundled, deps.productTexts(), server), true, true);
  notePageLabels(deps.i18n, lang);
  return true;
}
