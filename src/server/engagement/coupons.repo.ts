/**
 * Queries on `coupon_templates`, `user_coupons` and `order_coupons`: coupons issued to users, claimed
 * by code or given on registration, and the one coupon an unpaid order carries.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { addDays, macaoToday } from '../calendar/macao-clock.js';
import type { GatewayDb } from '../storage/database.js';
import type { CouponTemplatesTable, UserCouponsTable } from './engagement.table.js';

export type CouponTemplateRow = Selectable<CouponTemplatesTable>;
/** An issued coupon with the terms of its template. */
export type UserCouponRow = Selectable<UserCouponsTable> & { template: CouponTemplateRow };

function newCouponId(): string {
  return `CP-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The template a user may claim with this code (published, claimable by code), if any. */
export async function findClaimableTemplate(db: GatewayDb, code: string): Promise<CouponTemplateRow | undefined> {
  return db.selectFrom('coupon_templates').selectAll()
    .where('code', '=', code.toUpperCase()).where('channel', '=', 'code').where('published', '=', 1).executeTakeFirst();
}

/**
 * Issues the template to the user, valid from today (Macao) for the template's days. Once per user:
 * undefined when the user already holds a coupon of this template.
 */
export async function issueCoupon(db: GatewayDb, userId: string, template: CouponTemplateRow, now: Date): Promise<UserCouponRow | undefined> {
  const today = macaoToday(now);
  const row = {
    coupon_id: newCouponId(), user_id: userId, template_id: template.template_id, status: 'available' as const,
    issued_at: now.toISOString(), valid_from: today, valid_until: addDays(today, template.valid_days - 1),
    used_at: null, used_order_id: null,
  };
  const inserted = await db.insertInto('user_coupons').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'template_id']).doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? undefined : { ...row, template };
}

/** Gives a newly registered user the new-user coupons (idempotent); the number issued. */
export async function issueNewUserCoupons(db: GatewayDb, userId: string, now: Date): Promise<number> {
  const templates = await db.selectFrom('coupon_templates').selectAll()
    .where('channel', '=', 'newUser').where('published', '=', 1).orderBy('sort_order').execute();
  let issued = 0;
  for (const template of templates) {
    if (await issueCoupon(db, userId, template, now)) issued += 1;
  }
  return issued;
}

function withTemplate(db: GatewayDb) {
  return db.selectFrom('user_coupons').innerJoin('coupon_templates', 'coupon_templates.template_id', 'user_coupons.template_id')
    .selectAll('user_coupons')
    .select(['coupon_templates.code', 'coupon_templates.channel', 'coupon_templates.kind', 'coupon_templates.value',
      'coupon_templates.min_premium', 'coupon_templates.max_discount', 'coupon_templates.product_codes',
      'coupon_templates.name_tw', 'coupon_templates.name_cn', 'coupon_templates.name_en', 'coupon_templates.valid_days',
      'coupon_templates.published', 'coupon_templates.sort_order']);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withTemplate>['execute']>>[number];

function toUserCoupon(row: JoinedRow): UserCouponRow {
  const { code, channel, kind, value, min_premium, max_discount, product_codes, name_tw, name_cn, name_en, valid_days, published, sort_order, ...coupon } = row;
  return {
    ...coupon,
    template: {
      template_id: coupon.template_id, code, channel, kind, value, min_premium, max_discount, product_codes,
      name_tw, name_cn, name_en, valid_days, published, sort_order,
    },
  };
}

/** Every coupon the user holds, soonest to lapse first. */
export async function listUserCoupons(db: GatewayDb, userId: string): Promise<UserCouponRow[]> {
  const rows = await withTemplate(db).where('user_coupons.user_id', '=', userId)
    .orderBy('user_coupons.valid_until', 'asc').orderBy('user_coupons.coupon_id', 'asc').execute();
  return rows.map(toUserCoupon);
}

/** One of the user's coupons, if they hold it. */
export async function findUserCoupon(db: GatewayDb, userId: string, couponId: string): Promise<UserCouponRow | undefined> {
  const row = await withTemplate(db).where('user_coupons.user_id', '=', userId).where('user_coupons.coupon_id', '=', couponId).executeTakeFirst();
  return row && toUserCoupon(row);
}

/** The coupon attached to the order, if any. */
export async function findOrderCoupon(db: GatewayDb, b2cOrderId: string): Promise<UserCouponRow | undefined> {
  const row = await withTemplate(db).innerJoin('order_coupons', 'order_coupons.coupon_id', 'user_coupons.coupon_id')
    .where('order_coupons.b2c_order_id', '=', b2cOrderId).executeTakeFirst();
  return row && toUserCoupon(row);
}

/** The live (not deleted) order the coupon is attached to, if any. */
export async function orderOfCoupon(db: GatewayDb, couponId: string): Promise<string | undefined> {
  const row = await db.selectFrom('order_coupons').innerJoin('orders', 'orders.b2c_order_id', 'order_coupons.b2c_order_id')
    .select('order_coupons.b2c_order_id').where('order_coupons.coupon_id', '=', couponId).where('orders.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.b2c_order_id;
}

/**
 * Takes the coupon's row lock for the rest of the transaction (PostgreSQL; SQLite runs one transaction at a
 * time anyway) without changing it: two orders racing for one coupon queue on it.
 */
export async function lockCoupon(db: GatewayDb, couponId: string): Promise<void> {
  await db.updateTable('user_coupons').set((eb) => ({ status: eb.ref('status') })).where('coupon_id', '=', couponId).execute();
}

/**
 * Attaches the coupon to the order in place of any other (detaches when couponId is null). The caller
 * has checked the coupon is on no other live order: an attachment left on a deleted draft is moved.
 */
export async function setOrderCoupon(db: GatewayDb, b2cOrderId: string, couponId: string | null, at: string): Promise<void> {
  await db.deleteFrom('order_coupons')
    .where((eb) => (couponId === null ? eb('b2c_order_id', '=', b2cOrderId) : eb.or([eb('b2c_order_id', '=', b2cOrderId), eb('coupon_id', '=', couponId)])))
    .execute();
  if (couponId !== null) await db.insertInto('order_coupons').values({ b2c_order_id: b2cOrderId, coupon_id: couponId, applied_at: at }).execute();
}

/** Marks the coupon used by the paid order and releases the attachment. */
export async function markCouponUsed(db: GatewayDb, couponId: string, b2cOrderId: string, at: string): Promise<void> {
  await db.updateTable('user_coupons').set({ status: 'used', used_at: at, used_order_id: b2cOrderId })
    .where('coupon_id', '=', couponId).where('status', '=', 'available').execute();
  await db.deleteFrom('order_coupons').where('b2c_order_id', '=', b2cOrderId).execute();
}
