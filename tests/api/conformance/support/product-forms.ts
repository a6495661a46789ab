/**
 * The valid whole order form of every product of the catalogue, as a replay saves and sends it with
 * NEXT: built by the generic builder (tests/support/purchase/valid-order-form.ts) on a new draft's defaults
 * for the signed-in user of the client, with the product's wizard steps; and its variant with a person
 * outside the underwriting ages (valid, but its release is refused).
 */
import type { SignedApiClient } from '../../../../src/api/index.js';
import { loadProductCatalog } from '../../../../src/server/catalog/load-product-catalog.js';
import { outsideUnderwritingAges, planField, validOrderForm } from '../../../support/purchase/valid-order-form.js';

type Form = Record<string, unknown>;

export interface ProductForm {
  steps: readonly string[];
  /** The top-level field holding the plan code. */
  planField: string;
  /** The whole form on the draft's defaults, for the client's signed-in user. */
  build(defaults: Form, client: SignedApiClient): Promise<Form>;
  /** The same form with a person outside the product's underwriting ages: valid, but its release is refused. */
  refused(form: Form): Form;
}

const catalog = loadProductCatalog('schemas');

/** The replay form of a product of the catalogue; throws for a code the catalogue does not sell. */
export function productForm(code: string): ProductForm {
  const bundle = catalog.registry.get(code);
  if (!bundle) throw new Error(`${code} is not in the catalogue`);
  const product = { bundle, schema: catalog.composedSchema(code) };
  return {
    steps: bundle.definition.steps.map((step) => step.id),
    planField: planField(bundle),
    build: (defaults, client) => validOrderForm(client, product, defaults),
    refused: (form) => outsideUnderwritingAges(bundle, form),
  };
}
