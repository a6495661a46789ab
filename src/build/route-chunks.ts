/**
 * The storefront's JS chunks grouped by the screen that loads them, from an in-memory production build (dist/ is
 * left as it is): the bundle analysis (./analyze-bundle.ts) prints them, and a test keeps heavy packages off the
 * screens that do not use them.
 */
import { build, type Rolldown } from 'vite';

export type OutputChunk = Rolldown.OutputChunk;

/** A screen and the source modules whose chunks it loads (matched on the end of a chunk's facade module id). */
export interface RouteGroup {
  name: string;
  pages: readonly string[];
}

export const HOME: RouteGroup = { name: 'home (entry + home page)', pages: ['src/app/pages/home/home-page.tsx'] };
export const PRODUCT_PAGE: RouteGroup = { name: 'product page /pages/product/TPS/index', pages: ['src/app/pages/product/product-page.tsx'] };
// An order step loads its own validators and those of the steps before it on a review step (the first step: step 0).
export const TPS_ORDER: RouteGroup = { name: 'TPS order /pages/order/tps/index', pages: ['src/app/pages/order/order-page.tsx', 'virtual:order-form-validators/TPS/0'] };
export const MTV_ORDER: RouteGroup = { name: 'MTV order /pages/order/car/mtv/index (plan and car steps)', pages: ['src/app/pages/order/motor-order-page.tsx', 'virtual:order-form-validators/MTV/0', 'virtual:order-form-validators/MTV/1'] };

/** Every JS chunk of a production build of the storefront with the project's Vite config, built in memory. */
export async function buildChunks(): Promise<OutputChunk[]> {
  const result = await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { write: false } });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is OutputChunk => item.type === 'chunk');
}

/**
 * The chunks a screen loads before it can run: the entry chunk, the screen's own chunks, and every chunk they
 * import statically, transitively.
 */
export function routeChunks(chunks: readonly OutputChunk[], group: RouteGroup): Set<OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pages = group.pages.map((page) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/^\0/, '').endsWith(page));
    if (!chunk) throw new Error(`No chunk is built for ${page}`);
    return chunk;
  });
  const seen = new Set<OutputChunk>();
  const stack = [...chunks.filter((chunk) => chunk.isEntry), ...pages];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) stack.push(imported);
    }
  }
  return seen;
}

/** The npm package a module id belongs to (`@scope/name` or `name`), or null for the project's own files. */
export function packageOf(moduleId: string): string | null {
  const id = moduleId.replace(/^\0/, '');
  const packagePath = id.split('/node_modules/').at(-1);
  if (packagePath === undefined || packagePath === id) return null;
  const [first = '', second = ''] = packagePath.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}
