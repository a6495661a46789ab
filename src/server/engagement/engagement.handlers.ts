/** Handlers of the contract rows in src/contract/rows/engagement.ts: coupons, points, invitations, messages, knowledge. */
import { TIP_CODES } from '../../contract/index.js';
import type { engagementRows, OrderCoupon, UserCoupon } from '../../contract/rows/engagement.js';
import type { Lang } from '../../engine/index.js';
import { addDays, macaoToday } from '../calendar/macao-clock.js';
import { couponDiscount, couponProductCodes, couponRefusal, couponStatusOn, type CouponRefusal } from './coupon-rules.js';
import { renderMessage } from './engagement-messages.js';
import { couponName, priceOrder } from './order-price.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound, orderStateConflict } from '../gateway-error.js';
import { PREMIUM_PER_POINT } from '../payments/paid-order-effects.js';
import {
  findClaimableTemplate, findUserCoupon, issueCoupon, listUserCoupons, lockCoupon, orderOfCoupon, setOrderCoupon, type UserCouponRow,
} from './coupons.repo.js';
import { INVITATION_POINTS, inviteCodeFor, listInvitees } from './invitations.repo.js';
import { findArticle, listArticles, type ArticleCategory } from './knowledge.repo.js';
import { countUnread, listMessages, markRead } from './messages.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { findUserOrder, lockOrder, type OrderRow } from '../orders/orders.repo.js';
import { cancelPendingPayments } from '../payments/payments.repo.js';
import { expireLapsedPoints, listPoints, pointsEarnedFor, pointsExpiringBy } from './points.repo.js';
import { findUserById } from '../account/users.repo.js';
import { callUser, type HandlerCall, type HandlersFor } from '../handlers/handler-types.js';
import { listWindow, nextCursor } from '../handlers/list-cursor.js';

/** Orders whose coupon may still change: quoted or being re-paid, not paying or paid. */
const COUPON_STATUSES: readonly OrderRow['status'][] = ['draft', 'quoted', 'priced', 'failed'];
/** Earned points lapsing within this many days count as "expiring soon". */
const EXPIRING_SOON_DAYS = 90;
const KNOWLEDGE_CATEGORIES: readonly ArticleCategory[] = ['travel', 'motor', 'home', 'health', 'claims'];

/** Items per page of the lists below when the call does not say. */
const MESSAGE_PAGE_SIZE = 10;

/** Offset and limit of a `{ page, pageSize }` payload (page 1, {@link MESSAGE_PAGE_SIZE} per page by default). */
function paging(payload: Record<string, unknown>): { offset: number; limit: number } {
  const page = typeof payload.page === 'number' ? payload.page : 1;
  const limit = typeof payload.pageSize === 'number' ? payload.pageSize : MESSAGE_PAGE_SIZE;
  return { offset: (page - 1) * limit, limit };
}

/** e.g. 66123456 -> 66****56, 13812345678 -> 138****5678. */
function maskPhone(phone: string): string {
  const [head, tail] = phone.length > 8 ? [3, 4] : [2, 2];
  return `${phone.slice(0, head)}${'*'.repeat(Math.max(0, phone.length - head - tail))}${phone.slice(-tail)}`;
}

export function engagementHandlers(context: GatewayContext): HandlersFor<typeof engagementRows> {
  const { db, now, translator, catalog } = context;

  const toUserCoupon = (coupon: UserCouponRow, lang: Lang, today: string): UserCoupon => ({
    couponId: coupon.coupon_id,
    code: coupon.template.code,
    name: couponName(coupon, lang),
    kind: coupon.template.kind,
    value: coupon.template.value,
    maxDiscount: coupon.template.max_discount,
    minPremium: coupon.template.min_premium,
    productCodes: couponProductCodes(coupon),
    validFrom: coupon.valid_from,
    validUntil: coupon.valid_until,
    status: couponStatusOn(coupon, today),
    usedAt: coupon.used_at,
    usedOrderId: coupon.used_order_id,
  });

  /** The caller's order whose coupon may change (read on `from`: the transaction that holds its lock, when there is one). */
  const couponOrder = async (call: HandlerCall, b2cOrderId: string, from: GatewayDb = db): Promise<OrderRow> => {
    const order = await findUserOrder(from, callUser(call).user_id, b2cOrderId);
    if (!order || order.deleted_at !== null) throw notFound();
    return order;
  };

  /** Why the coupon cannot go on this order now (its own rules, or it sits on another unpaid order, as `from` reads it). */
  const refusalFor = async (coupon: UserCouponRow, order: OrderRow, today: string, lang: Lang, from: GatewayDb = db): Promise<CouponRefusal | null> => {
    const own = couponRefusal(coupon, order, today, (code) => catalog.registry.get(code)?.definition.titles[lang] ?? code);
    if (own) return own;
    const elsewhere = await orderOfCoupon(from, coupon.coupon_id);
    return elsewhere !== undefined && elsewhere !== order.b2c_order_id ? { key: 'gateway.engagement.coupon.onOtherOrder', params: {} } : null;
  };

  return {
    'coupon.list': async (call) => {
      const { status } = call.payload;
      const today = macaoToday(now());
      const all = (await listUserCoupons(db, callUser(call).user_id)).map((coupon) => toUserCoupon(coupon, call.lang, today));
      const counts = { available: 0, used: 0, expired: 0 };
      for (const coupon of all) counts[coupon.status] += 1;
      const matching = all.filter((coupon) => coupon.status === status);
      const { offset, limit } = paging(call.payload);
      return { total: matching.length, counts, items: matching.slice(offset, offset + limit) };
    },

    'coupon.receive': async (call) => {
      const { code } = call.payload;
      const template = await findClaimableTemplate(db, code);
      if (!template) throw new GatewayError(404, TIP_CODES.notFound, 'gateway.engagement.coupon.codeUnknown');
      const at = now();
      const issued = await issueCoupon(db, callUser(call).user_id, template, at);
      if (!issued) throw new GatewayError(409, TIP_CODES.conflict, 'gateway.engagement.coupon.alreadyReceived');
      return toUserCoupon(issued, call.lang, macaoToday(at));
    },

    'order.selectCouponOrderInfo': async (call) => {
      const order = await couponOrder(call, call.payload.b2cOrderId);
      const at = now();
      const today = macaoToday(at);
      const { price } = await priceOrder(db, order, at);
      const usable: OrderCoupon[] = [];
      const unusable: OrderCoupon[] = [];
      for (const coupon of await listUserCoupons(db, order.user_id)) {
        if (couponStatusOn(coupon, today) !== 'available') continue;
        const refusal = await refusalFor(coupon, order, today, call.lang);
        const view = toUserCoupon(coupon, call.lang, today);
        if (refusal) unusable.push({ ...view, discount: 0, unusableReason: translator.t(call.lang, refusal.key, refusal.params) });
        else usable.push({ ...view, discount: couponDiscount(coupon, order.premium ?? 0), unusableReason: null });
      }
      usable.sort((a, b) => b.discount - a.discount || a.validUntil.localeCompare(b.validUntil));
      return { b2cOrderId: order.b2c_order_id, premium: order.premium, currency: order.currency, appliedCouponId: price.appliedCouponId, usable, unusable };
    },

    'coupon.apply': async (call) => {
      const { b2cOrderId, couponId } = call.payload;
      await couponOrder(call, b2cOrderId);
      const at = now();
      const order = await db.transaction().execute(async (trx) => {
        // The order's lock, then the coupon's (settlement takes them in that order): applies racing for one
        // coupon or one order queue, and each checks what the one before it attached.
        await lockOrder(trx, b2cOrderId);
        if (couponId !== null) await lockCoupon(trx, couponId);
        const current = await couponOrder(call, b2cOrderId, trx);
        if (!COUPON_STATUSES.includes(current.status)) throw orderStateConflict(current.status);
        if (couponId !== null) {
          const coupon = await findUserCoupon(trx, current.user_id, couponId);
          if (!coupon) throw notFound();
          const refusal = await refusalFor(coupon, current, macaoToday(at), call.lang, trx);
          if (refusal) throw new GatewayError(409, TIP_CODES.conflict, refusal.key, refusal.params);
        }
        await setOrderCoupon(trx, b2cOrderId, couponId, at.toISOString());
        // The price changed: a payment still open for the old one can no longer pay the order.
        await cancelPendingPayments(trx, b2cOrderId, at.toISOString());
        return current;
      });
      return (await priceOrder(db, order, at)).price;
    },

    'points.summary': async (call) => {
      const userId = callUser(call).user_id;
      const at = now();
      await db.transaction().execute((trx) => expireLapsedPoints(trx, userId, at));
      const today = macaoToday(at);
      return {
        balance: (await findUserById(db, userId))?.points ?? 0,
        expiringSoon: await pointsExpiringBy(db, userId, today, addDays(today, EXPIRING_SOON_DAYS)),
        premiumPerPoint: PREMIUM_PER_POINT,
        pointsPerInvite: INVITATION_POINTS,
      };
    },

    'points.list': async (call) => {
      const userId = callUser(call).user_id;
      const at = now();
      await db.transaction().execute((trx) => expireLapsedPoints(trx, userId, at));
      const { offset, limit } = paging(call.payload);
      const { rows, total } = await listPoints(db, userId, offset, limit);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id, delta: row.delta, reason: row.reason, ref: row.ref, createdAt: row.created_at, expiresOn: row.expires_on,
          description: translator.t(call.lang, `gateway.engagement.points.${row.reason}`, { ref: row.ref ?? '' }),
        })),
      };
    },

    'invite.info': async (call) => {
      const userId = callUser(call).user_id;
      const inviteCode = await inviteCodeFor(db, userId, now());
      const { total } = await listInvitees(db, userId, 0, 1);
      return {
        inviteCode,
        sharePath: `/pages/login/index?recommender=${inviteCode}`,
        invitedCount: total,
        pointsEarned: await pointsEarnedFor(db, userId, 'invitation'),
        pointsPerInvite: INVITATION_POINTS,
      };
    },

    'invite.list': async (call) => {
      const { offset, limit } = paging(call.payload);
      const { rows, total } = await listInvitees(db, callUser(call).user_id, offset, limit);
      return {
        total,
        items: rows.map((row) => ({ areaCode: row.area_code, maskedPhone: maskPhone(row.phone), invitedAt: row.invited_at, points: row.points_awarded })),
      };
    },

    'message.list': async (call) => {
      const userId = callUser(call).user_id;
      const page = await listMessages(db, userId, listWindow(call.payload, MESSAGE_PAGE_SIZE));
      const today = macaoToday(now());
      return {
        total: page.total, unread: await countUnread(db, userId), nextCursor: nextCursor(page),
        items: page.rows.map((row) => renderMessage(row, call.lang, translator, catalog, today)),
      };
    },

    'message.unreadCount': async (call) => ({ unread: await countUnread(db, callUser(call).user_id) }),

    'message.read': async (call) => {
      const userId = callUser(call).user_id;
      const { messageId } = call.payload;
      if (!(await markRead(db, userId, messageId, now().toISOString()))) throw notFound();
      return { unread: await countUnread(db, userId) };
    },

    'knowledge.list': async (call) => {
      const { category, keyword } = call.payload;
      const { offset, limit } = paging(call.payload);
      const { rows, total } = await listArticles(db, call.lang, macaoToday(now()), { category, keyword }, offset, limit);
      return {
        total,
        categories: KNOWLEDGE_CATEGORIES.map((code) => ({ code, name: translator.t(call.lang, `gateway.engagement.knowledge.${code}`) })),
        items: rows.map((row) => ({ articleId: row.article_id, category: row.category, title: row.title, summary: row.summary, publishedOn: row.published_on })),
      };
    },

    'knowledge.detail': async (call) => {
      const id = call.params.id ?? '';
      const article = await findArticle(db, call.lang, macaoToday(now()), id);
      if (!article) throw notFound();
      return {
        articleId: article.article_id, category: article.category, title: article.title, summary: article.summary,
        publishedOn: article.published_on, bodyHtml: article.body_html,
      };
    },
  };
}
