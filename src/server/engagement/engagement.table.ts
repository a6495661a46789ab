/**
 * The engagement tables (coupons, points, invitations, messages, knowledge articles): their kysely types
 * and their migration (portable: see ../column-types.ts).
 */
import type { Generated } from 'kysely';
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

export type CouponKind = 'amount' | 'percent';
/** How a template reaches users: claimed by code, or issued automatically on registration. */
export type CouponChannel = 'code' | 'newUser';

export interface CouponTemplatesTable {
  template_id: string;
  /** The code a user types (or a campaign link carries) to claim it; unique. */
  code: string;
  channel: CouponChannel;
  kind: CouponKind;
  /** MOP off (amount) or percent off (percent). */
  value: number;
  /** The least premium the order must have; 0 for none. */
  min_premium: number;
  /** Cap of a percent discount in MOP, or null. */
  max_discount: number | null;
  /** JSON array of product codes it applies to; [] for every product. */
  product_codes: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  /** Days an issued coupon stays usable. */
  valid_days: number;
  /** 1 while users may still claim it. */
  published: number;
  sort_order: number;
}

/** 'expired' is never stored: it is read from valid_until against the gateway clock. */
export type UserCouponStatus = 'available' | 'used';

export interface UserCouponsTable {
  coupon_id: string;
  user_id: string;
  template_id: string;
  status: UserCouponStatus;
  issued_at: string;
  /** Macao dates (YYYY-MM-DD), inclusive. */
  valid_from: string;
  valid_until: string;
  used_at: string | null;
  used_order_id: string | null;
}

/** The coupon attached to an unpaid order (at most one per order, each coupon on one order at a time). */
export interface OrderCouponsTable {
  b2c_order_id: string;
  coupon_id: string;
  applied_at: string;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: string;
  /** Points earned (positive) or spent/expired (negative). */
  delta: number;
  reason: 'orderPaid' | 'invitation' | 'expired';
  /** The order or invitee the entry is about, or null. */
  ref: string | null;
  created_at: string;
  /** Macao date after which earned points lapse, or null. */
  expires_on: string | null;
}

export interface InviteCodesTable {
  user_id: string;
  code: string;
  created_at: string;
}

export interface InvitationsTable {
  /** A user is invited once. */
  invitee_user_id: string;
  inviter_user_id: string;
  code: string;
  invited_at: string;
  points_awarded: number;
}

export interface MessagesTable {
  message_id: string;
  user_id: string;
  kind: 'welcome' | 'policyIssued' | 'couponIssued' | 'invitation';
  /** i18n keys of the title and body, rendered in the reader's language. */
  title_key: string;
  body_key: string;
  /** JSON object of the keys' {{params}}. */
  params: string;
  /** A storefront path the message opens, or null. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface KnowledgeArticlesTable {
  article_id: string;
  category: 'travel' | 'motor' | 'home' | 'health' | 'claims';
  /** Macao date. */
  published_on: string;
}

export interface KnowledgeArticleTextsTable {
  article_id: string;
  lang: 'tw' | 'cn' | 'en';
  title: string;
  summary: string;
  /** Simple HTML (p, h3, ul/ol/li, strong). */
  body_html: string;
}

export interface EngagementTables {
  coupon_templates: CouponTemplatesTable;
  user_coupons: UserCouponsTable;
  order_coupons: OrderCouponsTable;
  points_ledger: PointsLedgerTable;
  invite_codes: InviteCodesTable;
  invitations: InvitationsTable;
  messages: MessagesTable;
  knowledge_articles: KnowledgeArticlesTable;
  knowledge_article_texts: KnowledgeArticleTextsTable;
}

/** Idempotent: creates what is missing. */
export async function migrateEngagement(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await db.schema.createTable('coupon_templates').ifNotExists()
    .addColumn('template_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', types.double, (c) => c.notNull())
    .addColumn('min_premium', types.double, (c) => c.notNull())
    .addColumn('max_discount', types.double)
    .addColumn('product_codes', 'text', (c) => c.notNull())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('user_coupons').ifNotExists()
    .addColumn('coupon_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('template_id', 'text', (c) => c.notNull().references('coupon_templates.template_id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_order_id', 'text', (c) => c.references('orders.b2c_order_id'))
    .addUniqueConstraint('user_coupons_once', ['user_id', 'template_id'])
    .execute();
  await db.schema.createIndex('user_coupons_user').ifNotExists().on('user_coupons').columns(['user_id', 'valid_until']).execute();

  await db.schema.createTable('order_coupons').ifNotExists()
    .addColumn('b2c_order_id', 'text', (c) => c.primaryKey().references('orders.b2c_order_id'))
    .addColumn('coupon_id', 'text', (c) => c.notNull().unique().references('user_coupons.coupon_id'))
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();

  await types.addAutoId(db.schema.createTable('points_ledger').ifNotExists(), 'id')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .execute();
  await db.schema.createIndex('points_ledger_user').ifNotExists().on('points_ledger').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('invite_codes').ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('invitations').ifNotExists()
    .addColumn('invitee_user_id', 'text', (c) => c.primaryKey().references('users.user_id'))
    .addColumn('inviter_user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('points_awarded', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_inviter').ifNotExists().on('invitations').columns(['inviter_user_id', 'invited_at']).execute();

  await db.schema.createTable('messages').ifNotExists()
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('body_key', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('messages_user').ifNotExists().on('messages').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('knowledge_articles').ifNotExists()
    .addColumn('article_id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('published_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('knowledge_articles_category').ifNotExists().on('knowledge_articles').columns(['category', 'published_on']).execute();

  await db.schema.createTable('knowledge_article_texts').ifNotExists()
    .addColumn('article_id', 'text', (c) => c.notNull().references('knowledge_articles.article_id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('knowledge_article_texts_pk', ['article_id', 'lang'])
    .execute();
}
