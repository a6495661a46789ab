/**
 * Run by `npm run bench:scale` inside a synthetic repository (./synthetic-catalogue.ts), with that folder as
 * the working directory: builds the storefront there (vite, production, into its dist/) and prints one JSON
 * line of what a phone downloads: the home screen's JS, an order route's JS, the catalogue data home downloads (the
 * modules of schemas/ in its JS and in the product cards' chunk it fetches), and the first HTML, all gzipped, with the
 * build's wall time.
 */
import { readFileSync } from 'node:fs';
import { build } from 'vite';
import { gzipSize, gzipSizeSum } from '../web/figures.js';
import { HOME, routeChunks, TPS_ORDER, type OutputChunk } from '../../build/route-chunks.js';

/** The figures of one build, in bytes (gz) and ms. */
export interface CatalogueBuild {
  buildMs: number;
  homeJsGz: number;
  orderJsGz: number;
  homeCatalogueGz: number;
  firstHtmlGz: number;
}

const since = performance.now();
const result = await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent' });
const buildMs = performance.now() - since;
const chunks = (Array.isArray(result) ? result : [result])
  .flatMap((output) => ('output' in output ? output.output : []))
  .filter((item): item is OutputChunk => item.type === 'chunk');
const home = [...routeChunks(chunks, HOME)];
const order = [...routeChunks(chunks, TPS_ORDER)];
// Home fetches the product cards in a chunk of their own beside its static chunks (src/app/products/card-files.ts).
const cardChunks = chunks.filter((chunk) => !home.includes(chunk) && Object.keys(chunk.modules).some((id) => id.endsWith('/product.json?card')));
const catalogueModules = [...home, ...cardChunks].flatMap((chunk) => Object.entries(chunk.modules)
  .filter(([id]) => id.replace(/^\0/, '').includes('/schemas/'))
  .map(([, rendered]) => rendered.code ?? ''));
const figures: CatalogueBuild = {
  buildMs,
  homeJsGz: gzipSizeSum(home.map((chunk) => chunk.code)),
  orderJsGz: gzipSizeSum(order.map((chunk) => chunk.code)),
  homeCatalogueGz: gzipSize(catalogueModules.join('\n')),
  firstHtmlGz: gzipSize(readFileSync('dist/index.html')),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
