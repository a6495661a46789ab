/**
 * `npm run analyze`: builds the storefront in memory (dist/ is left as it is) and prints, for the screens a
 * buyer meets first (home, a product page, the TPS and MTV order routes), the JS chunks each one loads and the
 * 15 packages or source folders that weigh most in them, raw (minified) and gzip. Prints figures, asserts
 * nothing.
 *
 * A route's chunks are the entry chunk, the page chunk the route table loads lazily and everything they import
 * statically; the product and order routes are shown as what they add to home. A module's share of a chunk is
 * its rendered length over the chunk's, applied to the chunk's minified and gzip sizes (gzip compresses across
 * modules, so a module alone would overstate it).
 *
 *   npm run analyze [-- --top 15]
 */
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** A screen and the source modules whose chunks it loads (matched on the end of a chunk's facade module id). */
interface RouteGroup {
  name: string;
  pages: readonly string[];
  /** Measured as what it adds to this group (home for every route past the first screen). */
  over?: string;
}

const ROUTE_GROUPS: readonly RouteGroup[] = [
  { name: 'home (entry + home page)', pages: ['src/app/pages/home/home-page.tsx'] },
  { name: 'product page /pages/product/TPS/index', pages: ['src/app/pages/product/product-page.tsx'], over: 'home (entry + home page)' },
  { name: 'TPS order /pages/order/tps/index', pages: ['src/app/pages/order/order-page.tsx', 'virtual:order-form-validators/TPS'], over: 'home (entry + home page)' },
  { name: 'MTV order /pages/order/car/mtv/index', pages: ['src/app/pages/car/order-car-page.tsx', 'virtual:order-form-validators/MTV'], over: 'home (entry + home page)' },
];

interface Size {
  raw: number;
  gz: number;
}

/** Where a module comes from: its npm package, or its folder (two levels below the repository) for the project's own files. */
export function contributorOf(moduleId: string): string {
  const id = moduleId.replace(/^\0/, '').replace(/\?.*$/, '');
  const packagePath = id.split('/node_modules/').at(-1);
  if (packagePath !== undefined && packagePath !== id) {
    const [first = '', second = ''] = packagePath.split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (id.startsWith('virtual:')) return id.split('/')[0] ?? id;
  const relative = id.startsWith(`${process.cwd()}/`) ? id.slice(process.cwd().length + 1) : id;
  const parts = relative.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : relative;
}

/** The chunks `roots` load before they can run: themselves and every chunk they import statically, transitively. */
function staticClosure(roots: readonly OutputChunk[], byFile: ReadonlyMap<string, OutputChunk>): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const stack = [...roots];
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

function sizeOf(chunk: OutputChunk): Size {
  return { raw: Buffer.byteLength(chunk.code), gz: gzipSync(chunk.code, { level: 9 }).byteLength };
}

/** Each contributor's share of the chunks' sizes, largest first. */
function contributors(chunks: Iterable<OutputChunk>): [string, Size][] {
  const totals = new Map<string, Size>();
  for (const chunk of chunks) {
    const size = sizeOf(chunk);
    const modules = Object.entries(chunk.modules);
    const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
    if (rendered === 0) continue;
    for (const [id, module] of modules) {
      const name = contributorOf(id);
      const total = totals.get(name) ?? { raw: 0, gz: 0 };
      total.raw += (size.raw * module.renderedLength) / rendered;
      total.gz += (size.gz * module.renderedLength) / rendered;
      totals.set(name, total);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1].raw - a[1].raw);
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1).padStart(7);

function printGroup(title: string, chunks: readonly OutputChunk[], top: number): void {
  const sizes = chunks.map((chunk) => [chunk, sizeOf(chunk)] as const).sort((a, b) => b[1].raw - a[1].raw);
  const total = sizes.reduce((sum, [, size]) => ({ raw: sum.raw + size.raw, gz: sum.gz + size.gz }), { raw: 0, gz: 0 });
  console.log(`\n## ${title}: ${chunks.length} chunks, ${kb(total.raw).trim()} KB raw, ${kb(total.gz).trim()} KB gz`);
  console.log('   raw KB    gz KB  chunk');
  for (const [chunk, size] of sizes) console.log(`  ${kb(size.raw)}  ${kb(size.gz)}  ${chunk.fileName}`);
  console.log(`   raw KB    gz KB  top ${top} contributors`);
  for (const [name, size] of contributors(chunks).slice(0, top)) console.log(`  ${kb(size.raw)}  ${kb(size.gz)}  ${name}`);
}

async function main(): Promise<void> {
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 15;
  const result = await build({ logLevel: 'warn', build: { write: false } });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loaded = new Map<string, Set<OutputChunk>>();

  for (const group of ROUTE_GROUPS) {
    const pages = group.pages.map((page) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/^\0/, '').endsWith(page));
      if (!chunk) throw new Error(`No chunk is built for ${page}`);
      return chunk;
    });
    const closure = staticClosure([...entries, ...pages], byFile);
    loaded.set(group.name, closure);
    const base = group.over ? loaded.get(group.over) : undefined;
    const added = [...closure].filter((chunk) => !base?.has(chunk));
    printGroup(group.over ? `${group.name}, over home` : group.name, added, top);
  }
}

await main();
