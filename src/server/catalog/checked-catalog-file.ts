/**
 * The file, next to the compiled gateway (dist-server/), holding the digest of the product files the build
 * checked (`ProductCatalog.checkedDigest`): written by src/build/gateway-bundle.ts, read by src/server/main.ts.
 */
export const CHECKED_CATALOG_FILE = 'catalog-checked.sha256';
