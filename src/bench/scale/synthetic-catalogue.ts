/**
 * A synthetic catalogue of N products for `npm run bench:scale` (docs/benchmarks.md): a copy of the repository's
 * sources in a temporary folder (never schemas/ itself) whose schemas/ holds the real products and, beyond
 * them, variations of them: each copy gets a code of its own, its titles, summaries and wording renamed,
 * and its rates scaled by a factor of its own, so the catalogue reads like a real one and passes
 * `products:check`. The storefront, the gateway and the tools then run in that folder as they run here.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the storefront's build, the gateway and the tools read besides schemas/ (node_modules is linked). */
const COPIED = ['src', 'flows', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const LANGS = ['tw', 'cn', 'en'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: Json): void => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The n-th synthetic code: `Z` and four letters (`ZAAAA`, `ZAAAB`...), clear of the real codes. */
export function syntheticCode(n: number): string {
  let code = '';
  for (let rest = n, place = 0; place < 4; place += 1, rest = Math.floor(rest / 26)) code = String.fromCharCode(65 + (rest % 26)) + code;
  return `Z${code}`;
}

/** `value` with every string equal to `from` (or naming its folder) renamed to `to`. */
function renamed(value: Json, from: string, to: string): Json {
  if (typeof value === 'string') return value === from ? to : value.replaceAll(`/products/${from}/`, `/products/${to}/`);
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, from, to)]));
}

/** A rate table with each positive amount scaled by `factor` (whole amounts stay whole; zero stays zero). */
function scaled(value: Json, factor: number): Json {
  if (typeof value === 'number') return value > 0 ? Math.max(1, Number.isInteger(value) ? Math.round(value * factor) : Number((value * factor).toFixed(4))) : value;
  if (Array.isArray(value)) return value.map((item) => scaled(item, factor));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scaled(item, factor)]));
}

/** One copy of product `from` as `to`: its own code, titles (`<title> n`) and rates (scaled by 1.00-1.30). */
function copyProduct(productsDir: string, from: string, to: string, n: number): void {
  const source = join(productsDir, from);
  const target = join(productsDir, to);
  cpSync(source, target, { recursive: true });
  const factor = 1 + (n % 7) * 0.05;
  const product = renamed(readJson(join(source, 'product.json')), from, to) as { [key: string]: Json };
  const titles = product.titles as Record<string, string>;
  const sourceTitles = { ...titles };
  for (const lang of LANGS) titles[lang] = `${sourceTitles[lang]} ${n}`;
  writeJson(join(target, 'product.json'), product);
  writeJson(join(target, 'form.schema.json'), renamed(readJson(join(source, 'form.schema.json')), from, to));
  const rates = renamed(readJson(join(source, 'rates.json')), from, to) as { [key: string]: Json };
  if (rates.table !== undefined) rates.table = scaled(rates.table, factor);
  writeJson(join(target, 'rates.json'), rates);
  // The wording names the product by its title: a copy names its own.
  for (const lang of LANGS) {
    const file = join(target, 'wording', `${lang}.html`);
    try {
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(sourceTitles[lang] ?? '\0', titles[lang] ?? ''));
    } catch {
      // A product without wording in this language has none to rename.
    }
  }
}

/**
 * A temporary copy of the repository at `root` whose catalogue has `products` products (at least the real
 * ones: the real products come first, then copies of them in turn); the folder's path. The caller removes it.
 */
export function syntheticRepository(root: string, products: number): string {
  const folder = mkdtempSync(join(tmpdir(), `mo-bench-catalogue-${products}-`));
  for (const name of COPIED) cpSync(join(root, name), join(folder, name), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
  cpSync(join(root, 'schemas'), join(folder, 'schemas'), { recursive: true });
  mkdirSync(join(folder, 'docs'), { recursive: true });
  const productsDir = join(folder, 'schemas', 'products');
  const manifestFile = join(productsDir, 'manifest.json');
  const manifest = readJson(manifestFile) as { products: string[] };
  const real = [...manifest.products];
  for (let n = 0; manifest.products.length < products; n += 1) {
    const code = syntheticCode(n);
    copyProduct(productsDir, real[n % real.length]!, code, n + 1);
    manifest.products.push(code);
  }
  writeJson(manifestFile, manifest as unknown as Json);
  return folder;
}
