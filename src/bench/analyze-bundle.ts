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
import { buildChunks, HOME, MTV_ORDER, packageOf, PRODUCT_PAGE, routeChunks, TPS_ORDER, type OutputChunk } from '../build/route-chunks.js';

interface Size {
  raw: number;
  gz: number;
}

/** Where a module comes from: its npm package, or its folder (two levels below the repository) for the project's own files. */
function contributorOf(moduleId: string): string {
  const packageName = packageOf(moduleId);
  if (packageName) return packageName;
  const id = moduleId.replace(/^\0/, '').replace(/\?.*$/, '');
  if (id.startsWith('virtual:')) return id.split('/')[0] ?? id;
  const relative = id.startsWith(`${process.cwd()}/`) ? id.slice(process.cwd().length + 1) : id;
  const parts = relative.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : relative;
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
  const chunks = await buildChunks();
  const home = routeChunks(chunks, HOME);
  printGroup(HOME.name, [...home], top);
  // The screens past the first one are shown as what they add to home.
  for (const group of [PRODUCT_PAGE, TPS_ORDER, MTV_ORDER]) {
    const added = [...routeChunks(chunks, group)].filter((chunk) => !home.has(chunk));
    printGroup(`${group.name}, over home`, added, top);
  }
}

await main();
