import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** Lints a snippet as if it lived at `filePath`, returning the rule ids that fired. */
async function rulesFiredAt(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('npm run lint enforces the dependency direction of ARCHITECTURE.md', () => {
  it('refuses the engine importing the api layer or React', async () => {
    const fired = await rulesFiredAt('src/engine/products/bad.ts',
      "import { createApiClient } from '../../api/index.js';\nimport React from 'react';\nexport const x = [createApiClient, React];\n");
    expect(fired).toContain('import-x/no-restricted-paths');
    expect(fired).toContain('no-restricted-imports');
  });

  it('refuses flows importing anything under src', async () => {
    expect(await rulesFiredAt('flows/bad.machine.ts', "import { endpoints } from '../src/contract/index.js';\nexport const x = endpoints;\n"))
      .toContain('import-x/no-restricted-paths');
  });

  it('refuses the api layer importing the command-line tools, and the gateway importing the client', async () => {
    expect(await rulesFiredAt('src/api/bad.ts', "import { CHROMIUM_PATH } from '../cli/ensure-chromium.js';\nexport const y = CHROMIUM_PATH;\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await rulesFiredAt('src/server/bad.ts', "import { createApiClient } from '../api/index.js';\nexport const y = createApiClient;\n"))
      .toContain('import-x/no-restricted-paths');
  });

  it('refuses eval and new Function anywhere', async () => {
    const fired = await rulesFiredAt('src/app/bad.ts', "export const f = new Function('return 1');\nexport const g = eval('1');\n");
    expect(fired).toContain('no-new-func');
    expect(fired).toContain('no-eval');
  });

  it('allows the directions the architecture allows', async () => {
    const fired = await rulesFiredAt('src/api/good.ts', "import { endpoints } from '../contract/index.js';\nexport const y = endpoints;\n");
    expect(fired.filter((rule) => rule.startsWith('import-x'))).toEqual([]);
  });

  it('refuses an import circle, lazy page loads included: a page importing the route table that loads it', async () => {
    const fired = await rulesFiredAt('src/app/pages/home/home-page.tsx',
      "import { routeTable } from '../../routes/route-table.js';\nexport const HomePage = () => routeTable.length;\n");
    expect(fired).toContain('import-x/no-cycle');
  });

  it('lets a page import link builders, which are data and load no page', async () => {
    const fired = await rulesFiredAt('src/app/pages/home/home-page.tsx',
      "import { paths } from '../../routes/route-paths.js';\nexport const HomePage = () => paths.home();\n");
    expect(fired).not.toContain('import-x/no-cycle');
  });
});

describe('npm run lint refuses the device-dependent formatting of what a customer reads', () => {
  it('refuses toLocaleString, toLocaleDateString and a date cut from an instant in the storefront', async () => {
    const fired = await rulesFiredAt('src/app/pages/mine/bad.tsx', [
      'export const points = (n: number) => n.toLocaleString();',
      "export const bound = (at: Date) => at.toLocaleDateString('zh-TW');",
      'export const day = (at: string) => at.slice(0, 10);',
    ].join('\n'));
    expect(fired.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(3);
  });
});
