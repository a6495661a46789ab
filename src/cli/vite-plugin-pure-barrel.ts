/**
 * Vite plugin that lets the bundler treat antd-mobile's index (`import { Toast } from 'antd-mobile'`) as what it
 * is apart from one import: a list of re-exports. The package marks the index side-effectful because it imports
 * its global styles; the bundler then keeps every component the index re-exports and any page uses as a static
 * dependency of the first screen that touches the index, and so Toast, Popup, Mask and SpinLoading, with
 * react-spring and @use-gesture, loaded with home although home shows none of them (issue 11). The global
 * styles (the `--adm-*` tokens) are imported by the composition root itself (src/app/app-root.tsx).
 */
import type { Plugin } from 'vite';

/** antd-mobile's ES index, the only barrel this applies to. */
export const ANTD_MOBILE_INDEX = /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/;

/** The plugin; register it in vite.config.ts. */
export function pureBarrel(file: RegExp = ANTD_MOBILE_INDEX): Plugin {
  return {
    name: 'mo-pure-barrel',
    transform(code, id) {
      return file.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}
