import type { i18n as I18n } from 'i18next';
import type { Lang } from '../../engine/index.js';
import { loadBundledLabels } from './bundled-labels.js';
import type { RouteEntry } from '../routes/route-entry.js';
import { LABEL_PARTS, type LabelPart } from './label-parts.js';

/** What a page declares in the route table (src/app/routes) about the labels it reads. */
export type PageNeeds = Pick<RouteEntry, 'orderWizard'>;

/**
 * The parts of the bundled labels a page past the first screen needs besides the first screen's: an order wizard's
 * page (`orderWizard` in the route table) the order part alone, so opening an order does not fetch every other page's
 * texts; any other page both.
 */
export function pageLabelParts(page: PageNeeds | undefined): readonly LabelPart[] {
  return page?.orderWizard ? ['order'] : ['order', 'pages'];
}

/** The parts each i18next instance holds, as `<lang> <part>` (one set: this module runs on home too). */
const added = new WeakMap<I18n, Set<string>>();

function partsHeld(i18n: I18n): Set<string> {
  let held = added.get(i18n);
  if (!held) added.set(i18n, (held = new Set()));
  return held;
}

/** Records that `i18n` holds every bundled label of `lang` (a language switch loads every part at once). */
export function notePageLabels(i18n: I18n, lang: Lang): void {
  for (const part of LABEL_PARTS) partsHeld(i18n).add(`${lang} ${part}`);
}

/**
 * Adds `lang`'s bundled labels that `page` (its route table entry) reads past the first screen's
 * (`pageLabelParts`) to i18next, each part once: a page other than home awaits this beside its chunk. They go
 * beneath what is there, so the label file's texts keep winning. A chunk that cannot be had is left out: the label
 * file holds every label of the language, as when the launch language's chunk fails.
 */
export async function addPageLabels(i18n: I18n, lang: Lang, page?: PageNeeds): Promise<void> {
  const held = partsHeld(i18n);
  const missing = pageLabelParts(page).filter((part) => !held.has(`${lang} ${part}`));
  if (missing.length === 0) return;
  const labels = await loadBundledLabels(lang, missing).catch(() => null);
  if (labels === null) return;
  i18n.addResourceBundle(lang, 'translation', labels, true, false);
  for (const part of missing) held.add(`${lang} ${part}`);
}
