/**
 * Vite plugin serving each language's bundled labels in two parts (src/app/i18n/label-parts.ts):
 * `schemas/i18n/<lang>.json?labels=firstScreen` holds the keys FIRST_SCREEN_LABELS names, `?labels=pages` the
 * rest, both cut from the one file translators edit, and each a chunk of its own when imported with `import()`.
 * Every Vite that loads the app's modules needs it: the build, the tests and the prerender's server.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_LABELS, LABEL_PARTS, type LabelPart } from '../app/i18n/label-parts.js';
import { LANGS, type Lang } from '../engine/products/product-types.js';

/** A part of a label file: `<dir>/schemas/i18n/<lang>.json?labels=<part>`. */
const PART_ID = /[\\/]schemas[\\/]i18n[\\/](\w+)\.json\?labels=(\w+)$/;

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits a language's label tree into its parts: a listed namespace goes whole to `firstScreen`, a listed
 * dotted key (`namespace.key`) alone, and every other key to `pages`. Together the parts hold the tree.
 */
export function splitLabels(tree: Tree, firstScreen: readonly string[] = FIRST_SCREEN_LABELS): Record<LabelPart, Tree> {
  const first: Tree = {};
  const pages: Tree = {};
  for (const [namespace, value] of Object.entries(tree)) {
    if (firstScreen.includes(namespace) || !isTree(value)) {
      (firstScreen.includes(namespace) ? first : pages)[namespace] = value;
      continue;
    }
    const firstKeys = firstScreen.filter((entry) => entry.startsWith(`${namespace}.`)).map((entry) => entry.slice(namespace.length + 1));
    for (const [key, text] of Object.entries(value)) {
      const part = firstKeys.includes(key) ? first : pages;
      part[namespace] = { ...(part[namespace] as Tree | undefined), [key]: text };
    }
  }
  return { firstScreen: first, pages };
}

/** The plugin; register it in vite.config.ts. */
export function labelParts(): Plugin {
  return {
    name: 'mo-label-parts',
    enforce: 'pre',
    load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const [, lang, part] = match as unknown as [string, Lang, LabelPart];
      if (!LANGS.includes(lang) || !LABEL_PARTS.includes(part)) throw new Error(`no bundled labels ${id}`);
      const path = id.slice(0, id.indexOf('?'));
      this.addWatchFile(path);
      return `export default ${JSON.stringify(splitLabels(JSON.parse(readFileSync(path, 'utf8')) as Tree)[part])};`;
    },
  };
}
