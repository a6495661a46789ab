/** The catalog tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/** The kinds of product explanation articles. */
export type ProductDetailType = 'clause' | 'faq' | 'claimGuide';

/** One explanation article of a product, its title and rich-text content in each language. */
export interface ProductDetailsTable {
  product_code: string;
  type: ProductDetailType;
  article_id: string;
  sort_order: number;
  title_tw: string;
  title_cn: string;
  title_en: string;
  /** Rich text: a small safe HTML subset (p, ul, li, strong). */
  content_tw: string;
  content_cn: string;
  content_en: string;
}

/** A marketing campaign; '' as product_code or channel means every product or channel. */
export interface CampaignsTable {
  campaign_id: string;
  product_code: string;
  channel: string;
  /** First and last day it runs (YYYY-MM-DD, Macao calendar, both inclusive). */
  start_date: string;
  end_date: string;
  title_tw: string;
  title_cn: string;
  title_en: string;
  description_tw: string;
  description_cn: string;
  description_en: string;
}

export interface CatalogTables {
  product_details: ProductDetailsTable;
  campaigns: CampaignsTable;
}

/** Idempotent: creates what is missing. */
export async function migrateCatalog(db: GatewayDb, _types: ColumnTypes): Promise<void> {
  await db.schema.createTable('product_details').ifNotExists()
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('article_id', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('title_tw', 'text', (c) => c.notNull())
    .addColumn('title_cn', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('content_tw', 'text', (c) => c.notNull())
    .addColumn('content_cn', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_details_pk', ['product_code', 'type', 'article_id'])
    .execute();

  await db.schema.createTable('campaigns').ifNotExists()
    .addColumn('campaign_id', 'text', (c) => c.primaryKey())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('title_tw', 'text', (c) => c.notNull())
    .addColumn('title_cn', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description_tw', 'text', (c) => c.notNull())
    .addColumn('description_cn', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaigns_product_dates').ifNotExists().on('campaigns').columns(['product_code', 'start_date', 'end_date']).execute();
}
