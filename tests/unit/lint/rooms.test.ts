/**
 * What is run rather than shipped lives in rooms (src/build, src/ops, src/tools, src/bench, tests/support), each
 * with an eslint zone saying what it may import (eslint.config.js, `roomZones`). Each case plants an import of a
 * real module in a file of one room or layer and lints it with the project's config, so a zone that stopped
 * matching (a renamed folder, a typo in a path) fails here instead of silently allowing everything.
 */
import { describe, expect, it } from 'vitest';
import { lintSnippetAt, type LintProblem } from './lint-snippet.js';

const ZONE = 'import-x/no-restricted-paths';

/** The zone messages that fired on one planted import of `specifier` (a real module) in a file at `filePath`. */
async function zoneMessages(filePath: string, specifier: string): Promise<string[]> {
  const problems: LintProblem[] = await lintSnippetAt(filePath, `import * as planted from '${specifier}';\nexport { planted };\n`);
  return problems.filter((problem) => problem.ruleId === ZONE).map((problem) => problem.message);
}

describe('nothing the storefront or the gateway ships imports a room', () => {
  it.each([
    ['src/app/pages/home/planted.ts', '../../../build/vite-plugins/product-cards.js'],
    ['src/app/planted.ts', '../tools/products-check/git-versions.js'],
    ['src/ui/planted.ts', '../bench/web/figures.js'],
    ['src/server/planted.ts', '../ops/data-archive/tar.js'],
    ['src/sw/planted.ts', '../tools/studio/page/price-inputs.js'],
    ['src/engine/planted.ts', '../../tests/support/purchase/upload-bytes.js'],
    ['flows/planted.ts', '../src/tools/model-check/check-model.js'],
  ])('refuses %s importing %s', async (filePath, specifier) => {
    const messages = await zoneMessages(filePath, specifier);
    expect(messages.some((message) => message.includes('Nothing the storefront or the gateway ships imports'))).toBe(true);
  });
});

describe('each room imports only what it says', () => {
  it('refuses the build importing a tool, an operator command or a benchmark', async () => {
    for (const specifier of ['../tools/products-check/git-versions.js', '../ops/data-archive/tar.js', '../bench/web/figures.js']) {
      expect(await zoneMessages('src/build/planted.ts', specifier)).toEqual([expect.stringContaining('src/build may import only')]);
    }
  });

  it('refuses an operator command importing a tool or test support', async () => {
    expect(await zoneMessages('src/ops/planted.ts', '../tools/products-check/git-versions.js'))
      .toEqual([expect.stringContaining('src/ops (start, migrate, backup, restore) may import only')]);
    expect(await zoneMessages('src/ops/planted.ts', '../../tests/support/purchase/upload-bytes.js'))
      .toEqual([expect.stringContaining('src/ops (start, migrate, backup, restore) may import only')]);
  });

  it("keeps the studio's page and server apart: only the shared types cross", async () => {
    expect(await zoneMessages('src/tools/studio/page/planted.ts', '../server/product-snapshot.js'))
      .toEqual([expect.stringContaining("The studio's page imports none of the tools' code")]);
    expect(await zoneMessages('src/tools/studio/page/planted.ts', '../../model-check/mermaid.js'))
      .toEqual([expect.stringContaining("The studio's page imports none of the tools' code")]);
    expect(await zoneMessages('src/tools/studio/server/planted.ts', '../page/price-inputs.js'))
      .toEqual([expect.stringContaining("The studio's server never imports its page")]);
    expect(await zoneMessages('src/tools/studio/page/planted.ts', '../snapshot-types.js')).toEqual([]);
    expect(await zoneMessages('src/tools/studio/server/planted.ts', '../snapshot-types.js')).toEqual([]);
  });

  it('refuses a benchmark importing an operator command or a test, and test support importing a benchmark', async () => {
    expect(await zoneMessages('src/bench/planted.ts', '../ops/data-archive/tar.js'))
      .toEqual([expect.stringContaining('src/bench may import what it measures')]);
    expect(await zoneMessages('src/bench/planted.ts', '../../tests/api/support/sandbox-pay.js'))
      .toEqual([expect.stringContaining('src/bench may import tests/support only')]);
    expect(await zoneMessages('tests/support/planted.ts', '../../src/bench/soak/ledger.js'))
      .toEqual([expect.stringContaining('tests/support imports what it drives')]);
  });

  it('allows what the rooms are for', async () => {
    expect(await zoneMessages('src/bench/planted.ts', '../../tests/support/purchase/valid-order-form.js')).toEqual([]);
    expect(await zoneMessages('src/ops/planted.ts', '../build/build-stamp.js')).toEqual([]);
    expect(await zoneMessages('src/tools/planted.ts', '../build/vite-plugins/precompiled-validators.js')).toEqual([]);
    expect(await zoneMessages('src/build/planted.ts', '../app/products/product-card-data.js')).toEqual([]);
  });
});
