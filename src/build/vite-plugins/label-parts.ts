/**
 * Vite plugin serving each language's bundled labels in parts (src/app/i18n/label-parts.ts):
 * `schemas/i18n/<lang>.json?labels=firstScreen` holds the keys FIRST_SCREEN_LABELS names, `?labels=order` those
 * ORDER_LABELS names, `?labels=pages` the rest, all cut from the one file translators edit, and each a chunk of its
 * own when imported with `import()`.
 * Every Vite that loads the app's modules needs it: the build, the tests and the prerender's server.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LABEL_PARTS, LISTED_LABEL_PARTS, type LabelPart } from '../../app/i18n/label-parts.js';
import { LANGS, type Lang } from '../../engine/products/product-types.js';

/** A part of a label file: `<dir>/schemas/i18n/<lang>.json?labels=<part>`. */
const PART_ID = /[\\/]schemas[\\/]i18n[\\/](\w+)\.json\?labels=(\w+)$/;

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part `namespace` (or its `key`, when the lists name that key alone) belongs to. */
function partOf(namespace: string, key?: string): LabelPart {
  const dotted = key === undefined ? undefined : `${namespace}.${key}`;
  for (const [part, listed] of LISTED_LABEL_PARTS) {
    if (listed.includes(namespace) || (dotted !== undefined && listed.includes(dotted))) return part;
  }
  return 'pages';
}

/**
 * Splits a language's label tree into its parts (src/app/i18n/label-parts.ts): a listed namespace goes whole to
 * its part, a listed dotted key (`namespace.key`) alone, and every other key to `pages`. Together the parts hold
 * the tree, each label once.
 */
export function splitLabels(tree: Tree): Record<LabelPart, Tree> {
  const parts = Object.fromEntries(LABEL_PARTS.map((part) => [part, {}])) as Record<LabelPart, Tree>;
  for (const [namespace, value] of Object.entries(tree)) {
    if (!isTree(value)) {
      parts[partOf(namespace)][namespace] = value;
      continue;
    }
    for (const [key, text] of Object.entries(value)) {
      const part = parts[partOf(namespace, key)];
      part[namespace] = { ...(part[namespace] as Tree | undefined), [key]: text };
    }
  }
  return parts;
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
