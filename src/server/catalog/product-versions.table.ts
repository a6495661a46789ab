/** The product versions table: its kysely type and its migration (portable: see ../column-types.ts). */
import type { ColumnTypes } from '../storage/column-types.js';
import type { MigrationDb } from '../storage/migration-db.js';

/**
 * One version of a product bundle as the gateway loaded it, kept for good: quotes, drafts and policies
 * made under it are priced and explained from it after the files change or the product leaves the
 * manifest. The JSON columns are the parsed files re-serialised (whitespace does not count).
 */
export interface ProductVersionsTable {
  product_code: string;
  /** product.json `version`. */
  version: string;
  /** SHA-256 (hex) of the product's files together (catalog/product-versions.ts). */
  content_hash: string;
  definition: string;
  form_schema: string;
  ui_schema: string;
  rates: string;
  /** benefits.json; null in versions recorded before the benefit schedule was part of a version. */
  benefits: string | null;
  /** When a gateway first loaded this content. */
  recorded_at: string;
}

export interface ProductVersionTables {
  product_versions: ProductVersionsTable;
}

/** Idempotent: safe on every start. */
export async function migrateProductVersions(db: MigrationDb, _types: ColumnTypes): Promise<void> {
  await db.schema.createTable('product_versions').ifNotExists()
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('form_schema', 'text', (c) => c.notNull())
    .addColumn('ui_schema', 'text', (c) => c.notNull())
    .addColumn('rates', 'text', (c) => c.notNull())
    .addColumn('benefits', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_versions_pk', ['product_code', 'content_hash'])
    .execute();
}
