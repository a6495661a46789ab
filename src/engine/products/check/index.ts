/**
 * The product check's public surface: `checkProducts(schemasDir, codes?)` and what it reports. The CLI
 * (`npm run products:check`), the gateway's loader, the build, the tests and the model check all call
 * it, so they can never disagree about the product data.
 */
export type { Finding, Severity } from './finding.js';
export { formatFinding } from './finding.js';
export type { ProductsCheck, SchemaSource } from './check-product-sources.js';
export { BENEFITS_FILE_NAME, checkProductSources, PRODUCT_FILE_NAMES } from './check-product-sources.js';
export { checkProducts, schemasDirSource } from './read-schemas-dir.js';
export { ProductsCheckError, refuseOnErrors } from './products-check-error.js';
