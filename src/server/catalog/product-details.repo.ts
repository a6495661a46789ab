/** Queries on `product_details`: the explanation articles of each product. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { ProductDetailsTable, ProductDetailType } from './catalog.table.js';

export type ProductDetailRow = Selectable<ProductDetailsTable>;

/** The product's articles of one type, in display order. */
export async function productDetails(db: GatewayDb, productCode: string, type: ProductDetailType): Promise<ProductDetailRow[]> {
  return db.selectFrom('product_details').selectAll()
    .where('product_code', '=', productCode).where('type', '=', type)
    .orderBy('sort_order', 'asc').orderBy('article_id', 'asc')
    .execute();
}

/** Stores an article unless the product already has one of that type and id. */
export async function insertProductDetailIfMissing(db: GatewayDb, article: Insertable<ProductDetailsTable>): Promise<void> {
  await db.insertInto('product_details').values(article)
    .onConflict((oc) => oc.columns(['product_code', 'type', 'article_id']).doNothing()).execute();
}
