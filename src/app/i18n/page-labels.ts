import type { i18n as I18n } from 'i18next';
import type { Lang } from '../../engine/index.js';
import { loadBundledLabels } from './bundled-labels.js';

/** The languages whose `pages` labels each i18next instance holds. */
const added = new WeakMap<I18n, Set<Lang>>();

/** Records that `i18n` holds every bundled label of `lang` (a language switch loads both parts at once). */
export function notePageLabels(i18n: I18n, lang: Lang): void {
  added.set(i18n, (added.get(i18n) ?? new Set<Lang>()).add(lang));
}

/**
 * Adds `lang`'s bundled labels of the pages past the first screen (./label-parts.ts) to i18next, once: a
 * page other than home awaits this beside its chunk. They go beneath what is there, so the label file's
 * texts keep winning. A chunk that cannot be had is left out: the label file holds every label of the
 * language, as when the launch language's chunk fails.
 */
export async function addPageLabels(i18n: I18n, lang: Lang): Promise<void> {
  if (added.get(i18n)?.has(lang)) return;
  const labels = await loadBundledLabels(lang, ['pages']).catch(() => null);
  if (labels === null) return;
  i18n.addResourceBundle(lang, 'translation', labels, true, false);
  notePageLabels(i18n, lang);
}
