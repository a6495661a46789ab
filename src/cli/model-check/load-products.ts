/**
 * The products on sale, read from schemas/ the way the gateway reads them (the manifest, then each
 * product.json with the meta schema's defaults applied), as the model checker's product scopes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeProductDefinition } from '../../engine/index.js';
import type { ModelProduct } from '../../../flows/flow-model.js';

/** Every product of schemas/products/manifest.json, in manifest order. */
export function loadProducts(schemasDir: string): ModelProduct[] {
  const manifest = JSON.parse(readFileSync(join(schemasDir, 'products', 'manifest.json'), 'utf8')) as { products: string[] };
  return manifest.products.map((code) =>
    normalizeProductDefinition(JSON.parse(readFileSync(join(schemasDir, 'products', code, 'product.json'), 'utf8'))));
}
