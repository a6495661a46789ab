/**
 * The schemas the storefront validates order forms with, derived at build time exactly as the app derives
 * them at run time: for every wizard step, `stepSchema(composed, step)` of the product's composed form
 * schema (`composeFormSchema(bundle, sharedDefs)`). A precompiled validator only accepts the very schema it
 * was built from, so any other derivation here would break the form. (The whole composed form is not
 * precompiled: the browser never validates it in one piece, and it would add about half again as much code.)
 */
import { loadProductCatalog } from '../../server/catalog/load-product-catalog.js';
import { stepSchema, type JsonSchema } from '../../engine/index.js';

/** One product's root schemas to precompile. */
export interface ProductFormRoots {
  code: string;
  /** The step schemas, in wizard order (the wizard's forms and the review summary validate with these). */
  roots: JsonSchema[];
}

/**
 * Reads schemas/ with the gateway's own loader (manifest, the four files per product, shared parts; every
 * product checked against the meta schemas, so a broken product fails the build as it fails the gateway)
 * and lists each product's roots, in manifest order.
 */
export function orderFormRoots(schemasDir: string): ProductFormRoots[] {
  const catalog = loadProductCatalog(schemasDir);
  return catalog.registry.list().map((bundle) => {
    const composed = catalog.composedSchema(bundle.definition.code);
    // The `$id` (a step's is derived from it) is how a precompiled validator finds its schema's code.
    if (typeof composed.$id !== 'string') throw new Error(`products/${bundle.definition.code}/form.schema.json needs a "$id" for its validators to be precompiled`);
    return {
      code: bundle.definition.code,
      roots: bundle.definition.steps.map((step) => stepSchema(composed, step)),
    };
  });
}
