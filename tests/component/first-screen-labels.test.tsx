/**
 * The first screen gets by on its own part of the bundled labels (src/app/i18n/label-parts.ts): home,
 * drawn as the prerender draws it with the first screen's part alone, shows the very texts it shows with every label.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/engine/index.js';

async function homeMarkup(): Promise<string> {
  const { renderShell } = await import('../../src/app/prerender/render-shell.js');
  const home = (await renderShell()).find((shell) => shell.file === 'index.html');
  if (!home) throw new Error('no prerendered home');
  return home.markup;
}

afterEach(() => {
  vi.doUnmock('../../src/app/i18n/bundled-labels.js');
  vi.resetModules();
});

describe('the first screen\'s labels', () => {
  it('are all home needs: with them alone it shows what it shows with every label', async () => {
    const withEveryLabel = await homeMarkup();
    vi.resetModules();
    vi.doMock('../../src/app/i18n/bundled-labels.js', async (importOriginal) => {
      const original = await importOriginal<typeof import('../../src/app/i18n/bundled-labels.js')>();
      return { loadBundledLabels: (lang: Lang) => original.loadBundledLabels(lang, ['firstScreen']) };
    });
    const withFirstScreenLabels = await homeMarkup();
    expect(withFirstScreenLabels).toContain('product-card');
    expect(withFirstScreenLabels).toBe(withEveryLabel);
  }, 60_000);
});
