/**
 * Vite plugin that gives the build src/app/prerender/sliced-preload.ts as Vite's preload helper (the module every
 * dynamic `import()` is wrapped with): the same links, appended a few per task instead of all in the importing task
 * (docs/decisions/019-boot-main-thread-costs.md). Build only: the dev server does not preload.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The id under which Vite's import analysis imports `__vitePreload`. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const SLICED_PRELOAD = fileURLToPath(new URL('../../app/prerender/sliced-preload.ts', import.meta.url));

/** The plugin; register it in vite.config.ts. */
export function slicedPreload(): Plugin {
  return {
    name: 'mo-sliced-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? `export { slicedPreload as __vitePreload } from ${JSON.stringify(SLICED_PRELOAD)};` : null;
    },
  };
}
