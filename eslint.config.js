// Lint: TypeScript rules plus the dependency direction of ARCHITECTURE.md, enforced rather than hoped for.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** What the storefront and the gateway ship; none of it imports the command rooms or test support (below). */
const SHIPPED = ['./src/app', './src/ui', './src/api', './src/engine', './src/contract', './flows', './src/sw', './src/server'];

/**
 * The rooms of what is run rather than shipped, each saying what it may import (`from: './src'` with `except`
 * is an allow-list): build (Vite plugins, validator precompiler, gateway bundle), ops (what an operator runs
 * against a gateway's data), tools (authoring and checking tools, the product studio), bench (benchmarks), and
 * tests/support (what tests and benchmarks share).
 */
const roomZones = [
  { target: SHIPPED, from: ['./src/build', './src/ops', './src/tools', './src/bench', './tests'],
    message: 'Nothing the storefront or the gateway ships imports src/build, src/ops, src/tools, src/bench or tests.' },
  { target: './src/build', from: './src', except: ['./build', './app', './engine', './server'],
    message: 'src/build may import only what it builds from: src/app, src/engine, src/server.' },
  { target: './src/build', from: ['./flows', './tests'], message: 'src/build may import only what it builds from: src/app, src/engine, src/server.' },
  { target: './src/ops', from: './src', except: ['./ops', './build', './engine', './server'],
    message: 'src/ops (start, migrate, backup, restore) may import only the gateway (src/server, src/engine) and src/build.' },
  { target: './src/ops', from: ['./flows', './tests'], message: 'src/ops (start, migrate, backup, restore) may import only the gateway (src/server, src/engine) and src/build.' },
  { target: './src/tools', from: './src', except: ['./tools', './build', './engine', './server', './app', './ui'],
    message: 'src/tools may import src/engine, src/server, src/build, flows, and (the studio page) src/app and src/ui.' },
  { target: './src/tools', from: './tests', message: 'src/tools may not import tests.' },
  { target: './src/tools/studio/page', from: './src/tools', except: ['./studio/page', './studio/snapshot-types.ts'],
    message: "The studio's page imports none of the tools' code, its server's included: only ./snapshot-types.ts." },
  { target: './src/tools/studio/server', from: './src/tools/studio/page', message: "The studio's server never imports its page: shared types live in ./snapshot-types.ts." },
  { target: './src/bench', from: './src', except: ['./bench', './build', './tools', './engine', './server', './contract', './api', './app'],
    message: 'src/bench may import what it measures (src/server, src/engine, src/contract, src/api, src/app, src/build, src/tools), never src/ops.' },
  { target: './src/bench', from: './src/tools/studio/page', message: "src/bench measures the studio's server side, not its page." },
  { target: './src/bench', from: './tests', except: ['./support'], message: 'src/bench may import tests/support only, never a test.' },
  { target: './tests/support', from: ['./src/build', './src/ops', './src/tools', './src/bench'],
    message: 'tests/support imports what it drives (src/api, src/engine, src/server), never the command rooms.' },
  { target: './tests/support', from: './tests', except: ['./support'], message: 'tests/support never imports a test.' },
];

/** Each zone: files in `target` may not import from `from` (except `except`, relative to `from`). */
const layerZones = [
  // engine, contract and flows import nothing of ours above them
  { target: './src/engine', from: ['./src/app', './src/ui', './src/api', './src/server', './src/contract', './flows'] },
  { target: './src/contract', from: ['./src/app', './src/ui', './src/api', './src/server', './src/engine', './flows'] },
  { target: './flows', from: ['./src'] },
  // ui -> engine only
  { target: './src/ui', from: ['./src/app', './src/api', './src/server', './src/contract', './flows'] },
  // api -> contract only
  { target: './src/api', from: ['./src/app', './src/ui', './src/server', './src/engine', './flows'] },
  // server -> engine, contract
  { target: './src/server', from: ['./src/app', './src/ui', './src/api', './flows'] },
  // app never reaches into the gateway
  { target: './src/app', from: ['./src/server'] },
  ...roomZones,
];

/** Packages a layer may not use at all. */
const noReactOrDom = {
  patterns: [
    { group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom', '@rjsf/*', '@xstate/react', 'antd-mobile', 'zustand', 'ky', 'i18next', 'react-i18next'], message: 'This layer stays free of React, the DOM, ky and UI state (ARCHITECTURE.md).' },
  ],
};

/**
 * What a customer reads is written by one formatter each: times by macaoDateTime in Macao time, money
 * by moneyText ("MOP 9,632.00"). Raw ISO strings and hand-made amounts in the storefront's code are how
 * "04:58" (UTC) and "MOP 9632.00" reached screens.
 */
const customerTextFormatting = [
  { selector: "CallExpression[callee.property.name='toISOString']", message: 'A time a customer reads is in Macao time: macaoDateTime (src/app/i18n/macao-date-time.ts).' },
  { selector: "CallExpression[callee.property.name='replace'][arguments.0.value='T']", message: 'An ISO instant cut by hand shows UTC: macaoDateTime (src/app/i18n/macao-date-time.ts).' },
  { selector: "CallExpression[callee.property.name='toFixed']", message: 'Money is written by moneyText (engine) / money (src/app/components/money.ts); other figures by formatDecimal.' },
  { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'toLocaleString writes in the device\'s locale and zone ("12.345", a UTC day): macaoDate / macaoDateTime (src/app/i18n/macao-date-time.ts), formatCount or money.' },
  { selector: "CallExpression[callee.property.name='slice'][arguments.0.value=0][arguments.1.value=10]", message: 'The first ten characters of an instant are its UTC day: macaoDate (src/app/i18n/macao-date-time.ts).' },
  { selector: "TemplateLiteral CallExpression[callee.name='formatMoney']", message: 'An amount with its currency is written by moneyText (engine) / money (src/app/components/money.ts).' },
];

/**
 * A storefront address is written once, in the route table's addresses (src/app/routes/route-addresses.ts); pages link
 * with the builders derived from it (src/app/routes/route-paths.ts), so a link cannot go to a route that does not exist.
 * esquery's regular expressions cannot hold a `/`: \x2F is one.
 */
const addressesWrittenOnce = [
  { selector: 'Literal[value=/^\\x2Fpages\\x2F/]', message: 'Storefront addresses are written once, in src/app/routes/route-addresses.ts: link with paths.* (src/app/routes/route-paths.ts) or linkTo.' },
  { selector: 'TemplateElement[value.raw=/^\\x2Fpages\\x2F/]', message: 'Storefront addresses are written once, in src/app/routes/route-addresses.ts: link with paths.* (src/app/routes/route-paths.ts) or linkTo.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'test-results/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses only files of these extensions for its module graph: without the TypeScript ones,
      // no-cycle silently saw no .ts/.tsx dependency at all (and so no circle).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: Infinity }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/engine/**/*.ts', 'src/contract/**/*.ts', 'flows/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', noReactOrDom],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch'],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...customerTextFormatting, ...addressesWrittenOnce] },
  },
  {
    files: ['src/app/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...customerTextFormatting] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noReactOrDom] },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@rjsf/*', 'antd-mobile', 'zustand', '@xstate/react'], message: 'The api layer knows nothing of React or stores: it emits events.' }] }],
    },
  },
);
