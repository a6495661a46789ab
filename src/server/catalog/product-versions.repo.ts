/** Queries on `product_versions`: every product bundle a gateway ever loaded, by code and content hash. */
import type { Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { ProductVersionsTable } from './product-versions.table.js';

export type ProductVersionRow = Selectable<ProductVersionsTable>;

/** Stores the version unless its code and hash are already recorded (gateways sharing a database may start together). */
export async function recordProductVersion(db: GatewayDb, row: ProductVersionRow): Promise<void> {
  await db.insertInto('product_versions').values(row)
    .onConflict((conflict) => conflict.columns(['product_code', 'content_hash']).doNothing())
    .execute();
}

/** The recorded version of a product with this content hash, if any. */
export async function findProductVersion(db: GatewayDb, productCode: string, contentHash: string): Promise<ProductVersionRow | undefined> {
  return db.selectFrom('product_versions').selectAll()
    .where('product_code', '=', productCode).where('content_hash', '=', contentHash).executeTakeFirst();
}

/** The product's most recently recorded version, if any (what a product that left the manifest last said of itself). */
export async function latestProductVersion(db: GatewayDb, productCode: string): Promise<ProductVersionRow | undefined> {
  return db.selectFrom('product_versions').selectAll()
    .where('product_code', '=', productCode).orderBy('recorded_at', 'desc').orderBy('content_hash', 'asc').limit(1).executeTakeFirst();
}

/** What names each recorded version (code, number, content hash), without its files: what a start compares. */
export type ProductVersionKey = Pick<ProductVersionRow, 'product_code' | 'version' | 'content_hash'>;

/** Every recorded version's key. */
export async function listProductVersionKeys(db: GatewayDb): Promise<ProductVersionKey[]> {
  return db.selectFrom('product_versions').select(['product_code', 'version', 'content_hash']).execute();
}

/** Every recorded version of these products, oldest first. */
export async function listProductVersions(db: GatewayDb, productCodes: readonly string[]): Promise<ProductVersionRow[]> {
  if (productCodes.length === 0) return [];
  return db.selectFrom('product_versions').selectAll().where('product_code', 'in', [...productCodes])
    .orderBy('product_code').orderBy('recorded_at').execute();
}

/** How many versions are recorded (of every product). */
export async function countProductVersions(db: GatewayDb): Promise<number> {
  const { count } = await db.selectFrom('product_versions').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}
