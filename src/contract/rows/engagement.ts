/** Contract rows: Coupons and their use in orders, points, invitations, messages and knowledge articles. */
import type { EndpointDef } from '../endpoint-def.js';
import type { JsonSchema } from '../json-schema.js';
import { none, obj, orderId, str } from './schema-parts.js';

const page: JsonSchema = { type: 'integer', minimum: 1, maximum: 1000 };
const pageSize: JsonSchema = { type: 'integer', minimum: 1, maximum: 50 };

const nullableId: JsonSchema = { type: ['string', 'null'], pattern: '^[A-Za-z0-9-]{4,64}$' };
const couponStatus: JsonSchema = { type: 'string', enum: ['available', 'used', 'expired'] };
const articleCategory: JsonSchema = { type: 'string', enum: ['travel', 'motor', 'home', 'health', 'claims'] };

export const engagementRows = {
  'coupon.list': {
    method: 'POST', path: '/api/plat/coupon/myCoupons', access: 'session',
    request: obj({ status: couponStatus, page, pageSize }, ['status']),
    designed: 'The caller\'s coupons of one status (expired is read from the validity against the gateway clock), soonest to lapse first. data: { total, counts: { available, used, expired }, items: UserCoupon[] }.',
  },
  'coupon.receive': {
    method: 'POST', path: '/api/plat/coupon/receive', access: 'session',
    request: obj({ code: { type: 'string', pattern: '^[A-Za-z0-9-]{3,30}$' } }, ['code']),
    designed: 'Claims a published coupon by its code, once per user; the coupon is valid from today for the template\'s number of days. data: UserCoupon.',
  },
  'order.selectCouponOrderInfo': {
    method: 'POST', path: '/api/order/policy/selectCouponOrderInfo', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'The caller\'s available coupons for one of their orders, split into usable (with the discount each gives on the order\'s current premium) and unusable (with the localised reason). data: { b2cOrderId, premium (null before a quotation), currency, appliedCouponId, usable: OrderCoupon[], unusable: OrderCoupon[] }.',
  },
  'coupon.apply': {
    method: 'POST', path: '/api/order/policy/applyCoupon', access: 'session',
    request: obj({ b2cOrderId: orderId, couponId: nullableId }, ['b2cOrderId', 'couponId']),
    designed: 'Attaches one coupon to an unpaid, quoted order (couponId null detaches). The discount lowers the premium premium_calc fixes and createPayOrder charges (never below 0); the coupon is used only when the order is paid. data: OrderPrice.',
  },
  'points.summary': {
    method: 'GET', path: '/api/user/integral/summary', access: 'session', request: none,
    designed: 'data: { balance, expiringSoon: { points, on } (earned points lapsing within 90 days, earliest date), premiumPerPoint: a paid order earns floor(paid / premiumPerPoint) points, pointsPerInvite }. Points lapse on 31 December of the year after they were earned.',
  },
  'points.list': {
    method: 'POST', path: '/api/user/integral/list', access: 'session', request: obj({ page, pageSize }),
    designed: 'The caller\'s points ledger, newest first. data: { total, items: PointsEntry[] }.',
  },
  'invite.info': {
    method: 'GET', path: '/api/user/invite/info', access: 'session', request: none,
    designed: 'data: { inviteCode, sharePath (the storefront login path carrying the code as recommender), invitedCount, pointsEarned, pointsPerInvite }.',
  },
  'invite.list': {
    method: 'POST', path: '/api/user/invite/list', access: 'session', request: obj({ page, pageSize }),
    designed: 'The people who registered with the caller\'s code, newest first, phones masked. data: { total, items: Invitee[] }.',
  },
  'message.list': {
    method: 'POST', path: '/api/plat/message/list', access: 'session', request: obj({ page, pageSize }),
    designed: 'The caller\'s messages, newest first, in the request language. data: { total, unread, items: UserMessage[] }.',
  },
  'message.unreadCount': {
    method: 'GET', path: '/api/plat/message/unreadCount', access: 'session', request: none,
    designed: 'data: { unread }.',
  },
  'message.read': {
    method: 'POST', path: '/api/plat/message/read', access: 'session',
    request: obj({ messageId: nullableId }, ['messageId']),
    designed: 'Marks one of the caller\'s messages read, or all of them when messageId is null. data: { unread } after the change.',
  },
  'knowledge.list': {
    method: 'POST', path: '/api/plat/knowledge/list', access: 'anonymous',
    request: obj({ category: articleCategory, keyword: str(50), page, pageSize }),
    designed: 'Published knowledge articles, newest first, optionally of one category, in the request language. data: { total, categories: { code, name }[], items: ArticleSummary[] }.',
  },
  'knowledge.detail': {
    method: 'GET', path: '/api/plat/knowledge/detail/{id}', access: 'anonymous', request: none,
    designed: 'One article in the request language; bodyHtml is simple HTML (p, h3, ul, ol, li, strong). data: Article.',
  },
} as const satisfies Record<string, EndpointDef>;

export type CouponStatus = 'available' | 'used' | 'expired';

export interface UserCoupon {
  couponId: string;
  code: string;
  name: string;
  kind: 'amount' | 'percent';
  /** MOP off, or percent off. */
  value: number;
  /** Cap of a percent discount in MOP, or null. */
  maxDiscount: number | null;
  minPremium: number;
  /** Product codes it applies to; empty for every product. */
  productCodes: string[];
  validFrom: string;
  validUntil: string;
  status: CouponStatus;
  usedAt: string | null;
  usedOrderId: string | null;
}

export interface OrderCoupon extends UserCoupon {
  /** What it takes off this order's current premium (0 when unusable or before a quotation). */
  discount: number;
  /** Why it cannot be used on this order, localised; null when usable. */
  unusableReason: string | null;
}

export interface OrderPrice {
  b2cOrderId: string;
  appliedCouponId: string | null;
  premium: number;
  discount: number;
  /** premium - discount, never below 0: what premium_calc fixes and createPayOrder charges. */
  payable: number;
  currency: string;
}

export interface PointsEntry {
  id: number;
  delta: number;
  reason: 'orderPaid' | 'invitation' | 'expired';
  /** The reason in the request language. */
  description: string;
  ref: string | null;
  createdAt: string;
  expiresOn: string | null;
}

export interface Invitee {
  areaCode: string;
  /** e.g. 66****56. */
  maskedPhone: string;
  invitedAt: string;
  points: number;
}

export interface UserMessage {
  messageId: string;
  kind: 'welcome' | 'policyIssued' | 'couponIssued' | 'invitation';
  title: string;
  body: string;
  /** A storefront path the message opens, or null. */
  link: string | null;
  createdAt: string;
  unread: boolean;
}

export type ArticleCategory = 'travel' | 'motor' | 'home' | 'health' | 'claims';

export interface ArticleSummary {
  articleId: string;
  category: ArticleCategory;
  title: string;
  summary: string;
  publishedOn: string;
}

export interface Article extends ArticleSummary {
  bodyHtml: string;
}

interface Paged<T> {
  total: number;
  items: T[];
}

/** The `data` each row of engagementRows answers with. */
export interface EngagementData {
  'coupon.list': Paged<UserCoupon> & { counts: Record<CouponStatus, number> };
  'coupon.receive': UserCoupon;
  'order.selectCouponOrderInfo': {
    b2cOrderId: string;
    premium: number | null;
    currency: string;
    appliedCouponId: string | null;
    usable: OrderCoupon[];
    unusable: OrderCoupon[];
  };
  'coupon.apply': OrderPrice;
  'points.summary': {
    balance: number;
    expiringSoon: { points: number; on: string | null };
    premiumPerPoint: number;
    pointsPerInvite: number;
  };
  'points.list': Paged<PointsEntry>;
  'invite.info': { inviteCode: string; sharePath: string; invitedCount: number; pointsEarned: number; pointsPerInvite: number };
  'invite.list': Paged<Invitee>;
  'message.list': Paged<UserMessage> & { unread: number };
  'message.unreadCount': { unread: number };
  'message.read': { unread: number };
  'knowledge.list': Paged<ArticleSummary> & { categories: { code: ArticleCategory; name: string }[] };
  'knowledge.detail': Article;
}
