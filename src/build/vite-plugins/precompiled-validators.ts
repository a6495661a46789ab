/**
 * Vite plugin that delivers the order forms' validators, precompiled at build time, as virtual modules
 * (nothing generated is written to the source tree or committed):
 *
 * - `virtual:order-form-validators`: `{ [productCode]: () => import('virtual:order-form-validators/<CODE>') }`
 *   for every product of schemas/products/manifest.json, so a page loads one product's code only;
 * - `virtual:order-form-validators/<CODE>/steps`:
 *   `[() => import('virtual:order-form-validators/<CODE>/<step index>'), ...]`, so the order wizard loads the steps it
 *   shows, one at a time (docs/decisions/016-order-route-diet.md); it comes with the product's own chunk
 *   (./product-parts.ts), so no page carries a table of every product's steps;
 * - `virtual:order-form-validators/<CODE>`: that product's validator table, `{ [root $id]: ValidatorFunctions }`
 *   for each wizard step schema (see ../validators/order-form-roots.ts), made of its steps' modules;
 * - `virtual:order-form-validators/<CODE>/<step index>`: the table of that one step schema.
 *
 * The schemas are read when a module is first requested and again after any file under schemas/ changes
 * (the dev server reloads the page; `vite build --watch` rebuilds).
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { orderFormRoots, type ProductFormRoots } from '../validators/order-form-roots.js';
import { precompiledValidatorsModule } from '../validators/precompiled-validators-code.js';

/** The id the app imports the product loaders from. */
export const VALIDATORS_MODULE_ID = 'virtual:order-form-validators';

const RESOLVED_PREFIX = `\0${VALIDATORS_MODULE_ID}`;

export interface PrecompiledValidatorsOptions {
  /** The schemas folder (manifest, products, shared, meta); default `<vite root>/schemas`. */
  schemasDir?: string;
  /**
   * Serve the forms as last read without an error while the folder has one (the studio keeps the last good
   * form on screen beside the findings); off for builds, which must fail on a broken product.
   */
  keepLastReadable?: boolean;
}

/** Every JSON file under the schemas folder: any of them can change a product's form. */
function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json')).map((name) => join(dir, name));
}

/** The id of a product's step loaders' module. */
export const stepLoadersModuleId = (code: string): string => `${VALIDATORS_MODULE_ID}/${code}/steps`;

/** The id of one step's validator table. */
const stepModuleId = (code: string, index: number): string => `${VALIDATORS_MODULE_ID}/${code}/${index}`;

/** The top module: a loader of each product's whole table. */
function loadersModule(list: readonly ProductFormRoots[]): string {
  const products = list.map(({ code }) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${VALIDATORS_MODULE_ID}/${code}`)}),`);
  return ['export default {', ...products, '};', ''].join('\n');
}

/** A product's step loaders' module: a loader of each of its steps' tables. */
function stepLoadersModule({ code, roots }: ProductFormRoots): string {
  const loaders = roots.map((_root, index) => `() => import(${JSON.stringify(stepModuleId(code, index))})`);
  return `export default [${loaders.join(', ')}];\n`;
}

/** A product's whole table, merged from its steps' modules (each step's code is generated and shipped once). */
function productModule({ code, roots }: ProductFormRoots): string {
  const imports = roots.map((_root, index) => `import step${index} from ${JSON.stringify(stepModuleId(code, index))};`);
  return [...imports, `export default { ${roots.map((_root, index) => `...step${index}`).join(', ')} };`, ''].join('\n');
}

/** The plugin; register it in vite.config.ts. */
export function precompiledValidators(options: PrecompiledValidatorsOptions = {}): Plugin {
  let schemasDir = options.schemasDir ? resolve(options.schemasDir) : '';
  let products: ProductFormRoots[] | null = null;
  let lastReadable: ProductFormRoots[] | null = null;
  const load = (): ProductFormRoots[] => {
    try {
      products ??= orderFormRoots(schemasDir);
    } catch (error) {
      if (!options.keepLastReadable || !lastReadable) throw error;
      return lastReadable;
    }
    lastReadable = products;
    return products;
  };
  const isSchemaFile = (file: string): boolean => resolve(file).startsWith(`${schemasDir}/`) && file.endsWith('.json');
  let watching = false;

  return {
    name: 'mo-precompiled-validators',
    configResolved(config) {
      if (!options.schemasDir) schemasDir = join(config.root, 'schemas');
    },
    buildStart() {
      watching = false;
    },
    resolveId(id) {
      if (id === VALIDATORS_MODULE_ID || id.startsWith(`${VALIDATORS_MODULE_ID}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const list = load();
      // Rebuild when a product changes under `vite build --watch`; the dev server is handled below. Once a build:
      // listing schemas/ at each of the build's modules (a few per product) grew as products squared.
      if (!watching) {
        for (const file of schemaFiles(schemasDir)) this.addWatchFile(file);
        watching = true;
      }
      if (id === RESOLVED_PREFIX) return loadersModule(list);
      const [code = '', step] = id.slice(RESOLVED_PREFIX.length + 1).split('/');
      const product = list.find((candidate) => candidate.code === code);
      if (!product) throw new Error(`${VALIDATORS_MODULE_ID}: no product ${code} in ${schemasDir}/products/manifest.json`);
      if (step === undefined) return productModule(product);
      if (step === 'steps') return stepLoadersModule(product);
      const root = product.roots[Number(step)];
      if (!/^\d+$/.test(step) || !root) throw new Error(`${VALIDATORS_MODULE_ID}: product ${code} has no step ${step}`);
      return precompiledValidatorsModule([root]);
    },
    watchChange(file) {
      if (isSchemaFile(file)) products = null;
    },
    configureServer(server) {
      server.watcher.add(schemasDir);
      server.watcher.on('all', (_event, file) => {
        if (!isSchemaFile(file)) return;
        products = null;
        for (const module of [...server.moduleGraph.idToModuleMap.values()]) {
          if (module.id?.startsWith(RESOLVED_PREFIX)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
