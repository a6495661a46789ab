/**
 * The bundled labels in two parts (src/app/i18n/label-parts.ts, issue 11): together they are the whole label file
 * of each language (tests/component/first-screen-labels.test.tsx: home gets by on the first part).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/engine/index.js';
import { splitLabels } from '../../../src/cli/vite-plugin-label-parts.js';

type Tree = Record<string, unknown>;

/** Every dotted key of a label tree with its text. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? leaves(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]);
}

describe('the bundled labels in two parts', () => {
  it.each(LANGS)('%s: the first screen\'s part and the pages\' part hold every label once', (lang) => {
    const tree = JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Tree;
    const { firstScreen, pages } = splitLabels(tree);
    const firstKeys = new Set(leaves(firstScreen).map(([key]) => key));
    expect(leaves(pages).filter(([key]) => firstKeys.has(key))).toEqual([]);
    expect(new Map([...leaves(firstScreen), ...leaves(pages)])).toEqual(new Map(leaves(tree)));
    expect(firstKeys.has('tab.home') && firstKeys.has('gateway.sessionTimedOut') && !firstKeys.has('gateway.notFound')).toBe(true);
  });
});
