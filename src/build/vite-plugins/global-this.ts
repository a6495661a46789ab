/**
 * Vite plugin that removes the `Function` constructors dependencies use only to find the global object.
 * Such a module tries `global`/`self`/`window` first and falls back to `Function('return this')()`; a browser
 * always has `self`, so the fallback never runs, but it is still a `Function(...)` call in the shipped code,
 * which the bundle check (tests/unit/bundle/no-eval.test.ts) refuses so that a real one can never hide
 * behind it. `globalThis` is that same object in every engine the storefront supports.
 */
import type { Plugin } from 'vite';

/** A dependency file and the exact fallback it contains. */
interface GlobalFallback {
  file: RegExp;
  text: string;
}

/**
 * The known cases: lodash (through @rjsf/utils), and resize-observer-polyfill (through ahooks, which
 * antd-mobile's ImageUploader uses). A version that changes the text fails the build rather than slipping by.
 */
export const GLOBAL_FALLBACKS: readonly GlobalFallback[] = [
  { file: /[\\/]node_modules[\\/]lodash[\\/]_root\.js$/, text: "Function('return this')()" },
  { file: /[\\/]node_modules[\\/]resize-observer-polyfill[\\/]dist[\\/]ResizeObserver(?:\.es)?\.js$/, text: "Function('return this')()" },
];

/** The plugin; register it in vite.config.ts. */
export function globalThisFallbacks(fallbacks: readonly GlobalFallback[] = GLOBAL_FALLBACKS): Plugin {
  return {
    name: 'mo-global-this',
    transform(code, id) {
      const fallback = fallbacks.find((candidate) => candidate.file.test(id));
      if (!fallback) return null;
      if (!code.includes(fallback.text)) throw new Error(`${id} changed: expected ${fallback.text} to replace with globalThis`);
      return { code: code.replaceAll(fallback.text, 'globalThis'), map: null };
    },
  };
}
