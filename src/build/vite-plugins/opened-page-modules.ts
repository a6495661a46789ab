/**
 * The modules a prerendered control's page needs, written on the control at build time, so that a tap kept on the
 * prerendered screen (src/app/prerender/early-tap.ts) fetches them at once, before the app runs. On a slow phone the
 * app's start sends some 35 module requests once its entry has run; over HTTP/1.1's 6 connections a product page's
 * own chunks queued behind them, and its product's chunk came only after the loader table that imports it (about
 * 1 s after its request, docs/benchmarks.md, fourth session).
 *
 * Only the product cards say which page they open (`data-opens`); a product page's modules are the page's chunk, the
 * split catalogue that loads the product's chunk (src/app/products/split-catalog.ts), and that product's chunk
 * (src/build/vite-plugins/product-chunks.ts), each with what it imports statically, less what the start loads.
 */
import type { Rolldown } from 'vite';
import manifest from '../../../schemas/products/manifest.json';
import { paths } from '../../app/routes/route-paths.js';
import { OPENS_ATTRIBUTE, OPENS_MODULES_ATTRIBUTE } from '../../app/prerender/early-tap.js';
import { PRODUCT_PAGE, routeChunks } from '../route-chunks.js';
import { PRODUCT_CHUNKS_MODULE_ID } from './product-chunks.js';

/** The module that loads a product's own chunk for the product page (the split catalogue). */
const PRODUCT_LOADER = 'src/app/products/split-catalog.ts';

/** A control's `data-opens="<path>"` in prerendered markup. */
const OPENS = new RegExp(`\\b${OPENS_ATTRIBUTE}="([^"]*)"`, 'g');

/** The JS chunks of a bundle. */
function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** `chunk` and every chunk it imports statically, transitively. */
function withStaticImports(chunks: readonly Rolldown.OutputChunk[], chunk: Rolldown.OutputChunk): Set<Rolldown.OutputChunk> {
  const byFile = new Map(chunks.map((item) => [item.fileName, item]));
  const seen = new Set<Rolldown.OutputChunk>();
  for (const pending = [chunk]; pending.length > 0;) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...next.imports.map((file) => byFile.get(file)).filter((item) => item !== undefined));
  }
  return seen;
}

/**
 * Each product page's address and the URLs (under `base`) of the modules it needs beyond the start's (the entry and
 * what it imports statically).
 */
export function productPageModules(bundle: Rolldown.OutputBundle, base: string): Map<string, string[]> {
  const chunks = chunksOf(bundle);
  const start = routeChunks(chunks, { name: 'start', pages: [] });
  const page = routeChunks(chunks, { name: 'product page and its product\'s loader', pages: [...PRODUCT_PAGE.pages, PRODUCT_LOADER] });
  const modules = new Map<string, string[]>();
  for (const code of (manifest as { products: string[] }).products) {
    const own = chunks.find((chunk) => chunk.moduleIds.includes(`\0${PRODUCT_CHUNKS_MODULE_ID}/${code}`));
    if (!own) throw new Error(`the build made no chunk for product ${code}`);
    const needed = new Set([...page, ...withStaticImports(chunks, own)]);
    modules.set(paths.product(code), [...needed].filter((chunk) => !start.has(chunk)).map((chunk) => `${base}${chunk.fileName}`));
  }
  return modules;
}

/** `html` with each control that opens a page of `modules` also naming that page's modules. */
export function withOpenedPageModules(html: string, modules: ReadonlyMap<string, readonly string[]>): string {
  return html.replace(OPENS, (attribute, path: string) => {
    const files = modules.get(path);
    return files ? `${attribute} ${OPENS_MODULES_ATTRIBUTE}="${files.join(' ')}"` : attribute;
  });
}
