/**
 * The first screen gets by on its own part of the bundled labels (src/app/i18n/label-parts.ts, issue 11): the two
 * parts together are the whole label file of each language, and home, drawn with the first screen's part alone,
 * shows the very texts it shows with every label.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS } from '../../../src/engine/index.js';
import { splitLabels } from '../../../src/cli/vite-plugin-label-parts.js';

type Tree = Record<string, unknown>;

/** Every dotted key of a label tree with its text. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? leaves(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]);
}

async function homeMarkup(): Promise<string> {
  const { renderShell } = await import('../../../src/app/prerender/render-shell.js');
  return (await renderShell()).markup;
}

afterEach(() => {
  vi.doUnmock('../../../src/app/i18n/bundled-labels.js');
  vi.resetModules();
});

describe('the bundled labels in two parts', () => {
  it.each(LANGS)('%s: the first screen\'s part and the pages\' part hold every label once', (lang) => {
    const tree = JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Tree;
    const { firstScreen, pages } = splitLabels(tree);
    const firstKeys = new Set(leaves(firstScreen).map(([key]) => key));
    expect(leaves(pages).filter(([key]) => firstKeys.has(key))).toEqual([]);
    expect(new Map([...leaves(firstScreen), ...leaves(pages)])).toEqual(new Map(leaves(tree)));
    expect(firstKeys.has('tab.home') && firstKeys.has('gateway.sessionTimedOut') && !firstKeys.has('gateway.notFound')).toBe(true);
  });

  it('home with the first screen\'s labels alone shows what it shows with every label', async () => {
    const withEveryLabel = await homeMarkup();
    vi.resetModules();
    vi.doMock('../../../src/app/i18n/bundled-labels.js', async (importOriginal) => {
      const original = await importOriginal<typeof import('../../../src/app/i18n/bundled-labels.js')>();
      return { loadBundledLabels: (lang: (typeof LANGS)[number]) => original.loadBundledLabels(lang, ['firstScreen']) };
    });
    const withFirstScreenLabels = await homeMarkup();
    expect(withFirstScreenLabels).toContain('product-card');
    expect(withFirstScreenLabels).toBe(withEveryLabel);
  }, 60_000);
});
