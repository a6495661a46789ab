/**
 * The built storefront compiles no code in the browser: no chunk contains `eval`, the `Function` constructor
 * or ajv's code generator, so the storefront runs under the gateway's `script-src 'self'` (no 'unsafe-eval').
 * The test builds the storefront with the project's own Vite config into a temporary folder and reads every
 * JavaScript file of it. Before the order forms used precompiled validators (docs/decisions/004), the
 * rjsf/ajv chunk held ajv's compiler and its `Function(...)` call, and lodash's `Function('return this')`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

/** Code that turns text into code at run time. */
const DYNAMIC_CODE: Record<string, RegExp> = {
  'new Function': /\bnew\s+Function\b/,
  'Function(...) as a constructor': /(?<![\w$.])Function\s*\(/,
  'eval(...)': /(?<![\w$.])eval\s*\(/,
};

/**
 * Names only ajv's compiler carries (its code generator and compile step), checked present in the bundle
 * that still compiled validators in the browser. Property and message strings survive minification.
 */
const AJV_COMPILER = ['CodeGen', 'validateFunctionCode', 'scopeRefs', 'ajv implementation error', 'schema must be object or boolean'];

let outDir: string;
let files: { name: string; code: string }[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'mo-bundle-'));
  await build({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  files = readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => ({ name, code: readFileSync(join(assets, name), 'utf8') }));
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the built storefront', () => {
  it('ships the order forms\' validators precompiled (so the files read here are the ones that validate)', () => {
    const validators = files.filter(({ code }) => code.includes('form.schema.step-plan.json'));
    expect(validators.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(DYNAMIC_CODE))('has no %s in any chunk', (_what, pattern) => {
    expect(files.filter(({ code }) => pattern.test(code)).map(({ name }) => name)).toEqual([]);
  });

  it.each(AJV_COMPILER)('has no trace of ajv\'s compiler (%s) in any chunk', (marker) => {
    expect(files.filter(({ code }) => code.includes(marker)).map(({ name }) => name)).toEqual([]);
  });

  it('would have seen ajv\'s compiler: the markers are ajv\'s own', () => {
    const compiler = ['ajv/dist/compile/codegen/index.js', 'ajv/dist/compile/validate/index.js', 'ajv/dist/compile/index.js', 'ajv/dist/core.js']
      .map((file) => readFileSync(join('node_modules', file), 'utf8'))
      .join('\n');
    for (const marker of AJV_COMPILER) expect(compiler, marker).toContain(marker);
    expect(compiler).toMatch(DYNAMIC_CODE['Function(...) as a constructor'] as RegExp);
  });
});
