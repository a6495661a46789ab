import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledValidators } from './src/build/vite-plugins/precompiled-validators.js';
import { globalThisFallbacks } from './src/build/vite-plugins/global-this.js';
import { labelParts } from './src/build/vite-plugins/label-parts.js';
import { productCards } from './src/build/vite-plugins/product-cards.js';
import { productChunks } from './src/build/vite-plugins/product-chunks.js';
import { prerenderShell } from './src/build/vite-plugins/prerender-shell.js';
import { precompress } from './src/build/vite-plugins/precompress.js';
import { pureBarrel } from './src/build/vite-plugins/pure-barrel.js';
import { slicedPreload } from './src/build/vite-plugins/sliced-preload.js';

/**
 * A product's files an order page loads on its own (schemas/products/<CODE>/{product,form.schema,form.ui,rates}.json),
 * the module that exports them, and its steps' validator loaders (src/build/vite-plugins/product-chunks.ts).
 */
const PRODUCT_PART = /[\\/]schemas[\\/]products[\\/]([^\\/]+)[\\/](?:product|form\.schema|form\.ui|rates)\.json$|^\0virtual:product-chunks\/([^/]+)$|^\0virtual:order-form-validators\/([^/]+)\/steps$/;

/** rjsf's schema utilities and what vite.config.ts gives them in place of fast-uri, fast-equals and json-schema-merge. */
const RJSF_UTILS = /[\\/]node_modules[\\/](?:@rjsf[\\/]utils|jsonpointer)[\\/]|[\\/]src[\\/]ui[\\/]rjsf-dependency-replacements[\\/][^\\/]+\.ts$/;

/** The chunk of a product's files, named after its folder. */
function productPartsChunk(id: string): string | null {
  const match = PRODUCT_PART.exec(id);
  const code = match?.[1] ?? match?.[2] ?? match?.[3];
  return code ? `product-${code}` : null;
}

/**
 * One config for the storefront build and the four test projects.
 * The gateway serves dist/ in `npm start`; tests that need it build it first (tests/e2e/global-setup.ts).
 */
export default defineConfig({
  base: '/',
  // Order-form validators precompiled at build time, and no `Function` constructor in the bundle (docs/decisions/004);
  // antd-mobile's components only on the screens that use them (docs/decisions/014-no-markdown-parser-and-lazy-overlays.md);
  // the first screen is prerendered into index.html (generateBundle) before every text file is precompressed (closeBundle);
  // each language's labels in two chunks, the first screen's and the other pages' (src/app/i18n/label-parts.ts);
  // home's product cards cut from product.json and rates.json (src/app/products/product-card-data.ts); a dynamic
  // import's modulepreload links added a few per task (docs/decisions/019-boot-main-thread-costs.md).
  plugins: [
    react(), precompiledValidators(), globalThisFallbacks(), pureBarrel(), labelParts(), productCards(), productChunks(), prerenderShell(), precompress(),
    slicedPreload(),
    // The service worker (src/sw/sw.ts: pages already visited open with no network) with this build's hashed files as its precache list.
    // No page is listed: the gateway writes its signing key into each page it serves, so pages are cached from its
    // answers at run time. Registered by src/app/shell/register-service-worker.ts, not by an injected script.
    VitePWA({
      strategies: 'injectManifest', srcDir: 'src/sw', filename: 'sw.ts', injectRegister: false, manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css}'],
        // Every chunk of the order route's products is precached, and the largest (rjsf and the validators) exceeds 2 MB unpacked.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: [
      // rjsf's ObjectField imports markdown-to-jsx for a broken schema's message; no product uses markdown,
      // so the text is shown as written (docs/decisions/014-no-markdown-parser-and-lazy-overlays.md).
      { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('./src/ui/rjsf-dependency-replacements/plain-text-markdown.tsx', import.meta.url)) },
      // rjsf's Form merges its whole default registry under the theme: it gets only the parts the theme builds on
      // (docs/decisions/016-order-route-diet.md). Form.js is the only module importing this path.
      { find: /^\.\.\/getDefaultRegistry\.js$/, replacement: fileURLToPath(new URL('./src/ui/base-registry.ts', import.meta.url)) },
      // @rjsf/utils resolves `$ref`/`$id` with fast-uri, its only importer in the bundle: the platform's URL does it
      // (docs/decisions/016-order-route-diet.md).
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/ui/rjsf-dependency-replacements/schema-uri.ts', import.meta.url)) },
      // @rjsf/utils builds its deep equality from fast-equals, its only importer: a small one of the storefront's does
      // the same for JSON-shaped values (docs/decisions/016-order-route-diet.md).
      { find: /^fast-equals$/, replacement: fileURLToPath(new URL('./src/ui/rjsf-dependency-replacements/deep-equal.ts', import.meta.url)) },
      // @rjsf/utils merges `allOf` with @x0k/json-schema-merge (its retrieveSchema and omitExtraData import it as
      // `./shallowAllOfMerge.js`): the storefront's merge does it for the keywords its schemas combine
      // (docs/decisions/016-order-route-diet.md).
      { find: /^\.\/shallowAllOfMerge\.js$/, replacement: fileURLToPath(new URL('./src/ui/rjsf-dependency-replacements/all-of-merge.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // A product's definition, form schema, ui schema, rates and steps' validator loaders in one chunk: an order
            // page fetches its own product's (src/app/products/product-chunks.ts), the other pages past home every product's.
            // Only the modules the test names: the steps' loaders call import(), whose preload helper every page shares.
            { name: productPartsChunk, debugName: 'product files', test: PRODUCT_PART, includeDependenciesRecursively: false },
            // rjsf's schema utilities in one chunk: the order route's form and the fields it loads when first drawn
            // (lists, anyOf/oneOf) share them, and rolldown would otherwise cut them into a chunk per set of users.
            // Their own dependencies (React, react-is) stay where they are: home has them.
            { name: 'rjsf-utils', test: RJSF_UTILS, includeDependenciesRecursively: false },
            // Every module the entry imports statically in one chunk: the start loads all of them anyway, and rolldown
            // would otherwise cut them into a chunk per set of later pages that share one (25 requests, 15 under 2 KB),
            // which queue on HTTP/1.1's 6 connections ahead of the page a tap opens (docs/benchmarks.md, fourth session).
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': process.env.GATEWAY_URL ?? 'http://localhost:8080',
      '/sandbox': process.env.GATEWAY_URL ?? 'http://localhost:8080',
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Some unit tests check every product of the catalogue (18 and growing): 20 s, as the component project has.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        // The ES build of antd-mobile, as the storefront bundles it: under Node its index would be the CommonJS
        // build, a second copy beside the ES modules the shell loads on first use (src/app/shell/toast.ts).
        resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // rjsf's Form through Vite, so its registry is the storefront's (the alias above), not its default one.
          server: { deps: { inline: ['@rjsf/core'] } },
          // A whole product wizard (MTV: schema, validators, widgets) renders in jsdom; on a loaded 2-core
          // machine that outgrows vitest's 5 s default while still being correct.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The walk of one product's purchase model is the browser half of `npm run replay -- <CODE> --browser`, which
          // names the product in REPLAY_PRODUCT; without it there is nothing to walk (replay-browser runs the command).
          exclude: process.env.REPLAY_PRODUCT ? [] : ['tests/e2e/purchase-model-walk.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
