/**
 * Vite plugin that gives each product of schemas/products/manifest.json a chunk of its own and the app one small
 * table to find it (src/app/products/product-chunks.ts):
 *
 * - `virtual:product-chunks`: `{ [productCode]: () => import('virtual:product-chunks/<CODE>') }`, one loader a
 *   product, in the split catalogue's chunk (the pages past home fetch it), never in home's or an order page's own;
 * - `virtual:product-chunks/<CODE>`: the product's files (product.json, form.schema.json, form.ui.json when it has
 *   one, rates.json) and its order steps' validator loaders (`virtual:order-form-validators/<CODE>/steps`), which
 *   vite.config.ts puts in one chunk, so an order page fetches its product and learns where its steps' validators
 *   are in one request.
 *
 * Before, the order page's own chunk held a loader of every step of every product (about 60 bytes gz a product)
 * and the split catalogue one loader per file of every product: both grew with the catalogue.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { stepLoadersModuleId } from './precompiled-validators.js';

/** The id the app imports the products' chunk loaders from. */
export const PRODUCT_CHUNKS_MODULE_ID = 'virtual:product-chunks';

const RESOLVED = `\0${PRODUCT_CHUNKS_MODULE_ID}`;

/** A product's files as its chunk exports them (the names catalog-files.ts groups a product's files by). */
const FILES = ['product', 'form.schema', 'form.ui', 'rates'] as const;

/** The loaders' table of the products `codes`. */
function tableModule(codes: readonly string[]): string {
  const loaders = codes.map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${PRODUCT_CHUNKS_MODULE_ID}/${code}`)}),`);
  return ['export default {', ...loaders, '};', ''].join('\n');
}

/** The product `code`'s module: its files (those its folder has) and its steps' validator loaders. */
function productModule(productsDir: string, code: string): string {
  const present = FILES.filter((file) => existsSync(join(productsDir, code, `${file}.json`)));
  const imports = present.map((file, index) => `import file${index} from ${JSON.stringify(join(productsDir, code, `${file}.json`))};`);
  const files = present.map((file, index) => `${JSON.stringify(file)}: file${index}`);
  return [
    ...imports,
    `export { default as steps } from ${JSON.stringify(stepLoadersModuleId(code))};`,
    `export const files = { ${files.join(', ')} };`,
    '',
  ].join('\n');
}

/** The plugin; register it in vite.config.ts. */
export function productChunks(): Plugin {
  let productsDir = '';
  return {
    name: 'mo-product-chunks',
    configResolved(config) {
      productsDir = join(config.root, 'schemas', 'products');
    },
    resolveId(id) {
      return id === PRODUCT_CHUNKS_MODULE_ID || id.startsWith(`${PRODUCT_CHUNKS_MODULE_ID}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const manifestPath = join(productsDir, 'manifest.json');
      const codes = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { products: string[] }).products;
      if (id === RESOLVED) {
        this.addWatchFile(manifestPath);
        return tableModule(codes);
      }
      const code = id.slice(RESOLVED.length + 1);
      if (!codes.includes(code)) throw new Error(`${PRODUCT_CHUNKS_MODULE_ID}: no product ${code} in ${manifestPath}`);
      return productModule(productsDir, code);
    },
  };
}
