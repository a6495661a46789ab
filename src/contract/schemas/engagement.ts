/** Request schemas of the engagement rows (rows/engagement.ts): coupons, points, invitations, messages and knowledge articles. */
import { cursorPaging, none, obj, orderId, paging, str } from './schema-parts.js';
import type { engagementRows } from '../rows/engagement.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

const { page, pageSize } = paging;

const nullableId = { type: ['string', 'null'], pattern: '^[A-Za-z0-9-]{4,64}$' } as const;
const couponStatus = { type: 'string', enum: ['available', 'used', 'expired'] } as const;
const articleCategory = { type: 'string', enum: ['travel', 'motor', 'home', 'health', 'claims'] } as const;

export const engagementSchemas = {
  'coupon.list': {
    request: obj({ status: couponStatus, page, pageSize }, ['status']),
    designed: 'The caller\'s coupons of one status (expired is read from the validity against the gateway clock), soonest to lapse first. data: { total, counts: { available, used, expired }, items: UserCoupon[] }.',
  },
  'coupon.receive': {
    request: obj({ code: { type: 'string', pattern: '^[A-Za-z0-9-]{3,30}$' } }, ['code']),
    designed: 'Claims a published coupon by its code, once per user; the coupon is valid from today for the template\'s number of days. data: UserCoupon.',
  },
  'order.selectCouponOrderInfo': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'The caller\'s available coupons for one of their orders, split into usable (with the discount each gives on the order\'s current premium) and unusable (with the localised reason). data: { b2cOrderId, premium (null before a quotation), currency, appliedCouponId, usable: OrderCoupon[], unusable: OrderCoupon[] }.',
  },
  'coupon.apply': {
    request: obj({ b2cOrderId: orderId, couponId: nullableId }, ['b2cOrderId', 'couponId']),
    designed: 'Attaches one coupon to an unpaid, quoted order (couponId null detaches). The discount lowers the premium premium_calc fixes and createPayOrder charges (never below 0); the coupon is used only when the order is paid. data: OrderPrice.',
  },
  'points.summary': {
    request: none,
    designed: 'data: { balance, expiringSoon: { points, on } (earned points lapsing within 90 days, earliest date), premiumPerPoint: a paid order earns floor(paid / premiumPerPoint) points, pointsPerInvite }. Points lapse on 31 December of the year after they were earned.',
  },
  'points.list': {
    request: obj({ page, pageSize }),
    designed: 'The caller\'s points ledger, newest first. data: { total, items: PointsEntry[] }.',
  },
  'invite.info': {
    request: none,
    designed: 'data: { inviteCode, sharePath (the storefront login path carrying the code as recommender), invitedCount, pointsEarned, pointsPerInvite }.',
  },
  'invite.list': {
    request: obj({ page, pageSize }),
    designed: 'The people who registered with the caller\'s code, newest first, phones masked. data: { total, items: Invitee[] }.',
  },
  'message.list': {
    request: obj({ ...cursorPaging }),
    designed: 'The caller\'s messages, newest first, in the request language. data: { total, unread, items: UserMessage[], nextCursor } (CursorPage).',
  },
  'message.unreadCount': {
    request: none,
    designed: 'data: { unread }.',
  },
  'message.read': {
    request: obj({ messageId: nullableId }, ['messageId']),
    designed: 'Marks one of the caller\'s messages read, or all of them when messageId is null. data: { unread } after the change.',
  },
  'knowledge.list': {
    request: obj({ category: articleCategory, keyword: str(50), page, pageSize }),
    designed: 'Published knowledge articles, newest first, optionally of one category, in the request language. data: { total, categories: { code, name }[], items: ArticleSummary[] }.',
  },
  'knowledge.detail': {
    request: none,
    designed: 'One article in the request language; bodyHtml is simple HTML (p, h3, ul, ol, li, strong). data: Article.',
  },
} satisfies Record<keyof typeof engagementRows, EndpointSchemaDef>;
