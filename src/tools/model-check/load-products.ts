/**
 * The products on sale, read from schemas/ the way the gateway reads them (the manifest, then each
 * product.json with the meta schema's defaults applied), as the model checker's product scopes.
 * The product check runs first, so broken data is refused with its file and line, not a stack trace.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeProductDefinition } from '../../engine/index.js';
import { checkProducts, refuseOnErrors } from '../../engine/products/check/index.js';
import type { ModelProduct } from '../../../flows/flow-model.js';

/** Every product of schemas/products/manifest.json, in manifest order; throws ProductsCheckError on broken data. */
export function loadProducts(schemasDir: string): ModelProduct[] {
  refuseOnErrors(checkProducts(schemasDir).findings);
  const manifest = JSON.parse(readFileSync(join(schemasDir, 'products', 'manifest.json'), 'utf8')) as { products: string[] };
  return manifest.products.map((code) =>
    normalizeProductDefinition(JSON.parse(readFileSync(join(schemasDir, 'products', code, 'product.json'), 'utf8'))));
}
