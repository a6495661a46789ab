/**
 * The modules a prerendered control's page needs, written on the control at build time, so that a tap kept on the
 * prerendered screen (src/app/prerender/early-tap.ts) fetches them at once, before the app runs. On a slow phone the
 * app's start sends some 35 module requests once its entry has run; over HTTP/1.1's 6 connections a product page's
 * own chunks queued behind them, and its product's chunk came only after the loader table that imports it (about
 * 1 s after its request, docs/benchmarks.md, fourth session).
 *
 * Only the product cards say which page they open (`data-opens`); a product page's modules are the page's chunk, the
 * split catalogue that loads the product's chunk (src/app/products/split-catalog.ts), and that product's chunk
 * (src/build/vite-plugins/product-chunks.ts), each with what it imports statically, less what the start loads. The
 * first two are every product page's, written once in a `<meta>`; a card names only its product's own chunk, so the
 * first HTML grows by one file name a product.
 */
import type { Rolldown } from 'vite';
import manifest from '../../../schemas/products/manifest.json';
import { paths } from '../../app/routes/route-paths.js';
import { OPENED_PAGE_MODULES_META, OPENS_ATTRIBUTE, OPENS_MODULES_ATTRIBUTE } from '../../app/prerender/early-tap.js';
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

/** The modules product pages need beyond the start: `shared` by every product page, and each page's `own` by its address. */
export interface ProductPageModules {
  shared: string[];
  own: Map<string, string[]>;
}

/**
 * The URLs (under `base`) of the modules product pages need beyond the start's (the entry and what it imports
 * statically): the page and the product loader's, shared, and each product's own chunk with its imports.
 */
export function productPageModules(bundle: Rolldown.OutputBundle, base: string): ProductPageModules {
  const chunks = chunksOf(bundle);
  const start = routeChunks(chunks, { name: 'start', pages: [] });
  const page = routeChunks(chunks, { name: 'product page and its product\'s loader', pages: [...PRODUCT_PAGE.pages, PRODUCT_LOADER] });
  const url = (chunk: Rolldown.OutputChunk): string => `${base}${chunk.fileName}`;
  const own = new Map<string, string[]>();
  for (const code of (manifest as { products: string[] }).products) {
    const chunk = chunks.find((item) => item.moduleIds.includes(`\0${PRODUCT_CHUNKS_MODULE_ID}/${code}`));
    if (!chunk) throw new Error(`the build made no chunk for product ${code}`);
    own.set(paths.product(code), [...withStaticImports(chunks, chunk)].filter((item) => !start.has(item) && !page.has(item)).map(url));
  }
  return { shared: [...page].filter((chunk) => !start.has(chunk)).map(url), own };
}

/**
 * `html` with each control that opens a product page also naming that product's own modules, and the modules all
 * of them share named once in a `<meta>` of the head.
 */
export function withOpenedPageModules(html: string, modules: ProductPageModules): string {
  const cards = html.replace(OPENS, (attribute, path: string) => {
    const files = modules.own.get(path);
    return files ? `${attribute} ${OPENS_MODULES_ATTRIBUTE}="${files.join(' ')}"` : attribute;
  });
  return cards.replace('</head>', `<meta name="${OPENED_PAGE_MODULES_META}" content="${modules.shared.join(' ')}"></head>`);
}
