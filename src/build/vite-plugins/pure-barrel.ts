/**
 * Vite plugin that tells the bundler which modules have no side effects when imported, so that a module none of
 * whose exports a screen uses is left out of that screen's chunks, together with what only it imports:
 *
 * - antd-mobile's index (`import { Toast } from 'antd-mobile'`), a list of re-exports apart from one import: the
 *   package marks it side-effectful because it imports its global styles, and the bundler then kept every
 *   component the index re-exports and any page uses as a static dependency of the first screen that touches the
 *   index (Toast, Popup, Mask and SpinLoading, with react-spring and @use-gesture, loaded with home although home
 *   shows none of them; docs/decisions/014-no-markdown-parser-and-lazy-overlays.md). The global styles (the `--adm-*` tokens) are imported by the composition root
 *   itself (src/app/app-root.tsx).
 * - the project's pure layers, flows/, src/engine/ and src/contract/ (ARCHITECTURE.md: no React, no DOM, no
 *   import side effects): their modules only declare. Without this, every machine flows/index.ts re-exports was
 *   built at start-up on home, which runs only the launch and session machines, because creating a machine is a
 *   function call the bundler must assume does something (docs/decisions/015-home-paints-before-the-app-loads.md).
 */
import type { Plugin } from 'vite';

/** antd-mobile's ES index. */
export const ANTD_MOBILE_INDEX = /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/;

/** The source files of the layers that only declare (machines, rules, tables), never JSON they import. */
export const PURE_LAYERS = /[\\/](?:flows|src[\\/]engine|src[\\/]contract)[\\/][^?]*\.ts$/;

/** The plugin; register it in vite.config.ts. */
export function pureBarrel(files: readonly RegExp[] = [ANTD_MOBILE_INDEX, PURE_LAYERS]): Plugin {
  return {
    name: 'mo-pure-barrel',
    transform(code, id) {
      return files.some((file) => file.test(id)) ? { code, moduleSideEffects: false } : null;
    },
  };
}
