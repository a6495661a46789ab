/** A {@link SchemaSource} over a schemas folder on disk, and the check run on it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { checkProductSources, type ProductsCheck, type SchemaSource } from './check-product-sources.js';

/** Reads files of `schemasDir`; each file is read once per source, however many checks ask for it. */
export function schemasDirSource(schemasDir: string): SchemaSource {
  const texts = new Map<string, string | undefined>();
  return {
    read(relativePath) {
      if (!texts.has(relativePath)) {
        const file = join(schemasDir, relativePath);
        texts.set(relativePath, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
      }
      return texts.get(relativePath);
    },
    list(relativeDir) {
      const dir = join(schemasDir, relativeDir);
      return existsSync(dir) ? readdirSync(dir) : [];
    },
  };
}

/**
 * Checks the products of a schemas folder (all of the manifest, or `codes`). Findings name files
 * relative to the working directory when the folder is inside it (`schemas/products/TPS/rates.json`),
 * by their full path otherwise.
 */
export function checkProducts(schemasDir: string, codes?: readonly string[]): ProductsCheck {
  const fromHere = relative(process.cwd(), schemasDir);
  const displayRoot = fromHere === '' ? '.' : fromHere.startsWith('..') || isAbsolute(fromHere) ? schemasDir.replace(/\/$/, '') : fromHere;
  return checkProductSources(schemasDirSource(schemasDir), codes, displayRoot);
}
