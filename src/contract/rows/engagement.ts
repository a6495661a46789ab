/** Contract rows: Coupons and their use in orders, points, invitations, messages and knowledge articles. */
import type { EndpointDef } from '../endpoint-def.js';
import type { CursorPage } from '../entities.js';

export const engagementRows = {
  'coupon.list': { method: 'POST', path: '/api/plat/coupon/myCoupons', access: 'session' },
  'coupon.receive': { method: 'POST', path: '/api/plat/coupon/receive', access: 'session' },
  'order.selectCouponOrderInfo': { method: 'POST', path: '/api/order/policy/selectCouponOrderInfo', access: 'session' },
  'coupon.apply': { method: 'POST', path: '/api/order/policy/applyCoupon', access: 'session' },
  'points.summary': { method: 'GET', path: '/api/user/integral/summary', access: 'session' },
  'points.list': { method: 'POST', path: '/api/user/integral/list', access: 'session' },
  'invite.info': { method: 'GET', path: '/api/user/invite/info', access: 'session' },
  'invite.list': { method: 'POST', path: '/api/user/invite/list', access: 'session' },
  'message.list': { method: 'POST', path: '/api/plat/message/list', access: 'session' },
  'message.unreadCount': { method: 'GET', path: '/api/plat/message/unreadCount', access: 'session' },
  'message.read': { method: 'POST', path: '/api/plat/message/read', access: 'session' },
  'knowledge.list': { method: 'POST', path: '/api/plat/knowledge/list', access: 'anonymous' },
  'knowledge.detail': { method: 'GET', path: '/api/plat/knowledge/detail/{id}', access: 'anonymous' },
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
  'message.list': CursorPage<UserMessage> & { unread: number };
  'message.unreadCount': { unread: number };
  'message.read': { unread: number };
  'knowledge.list': Paged<ArticleSummary> & { categories: { code: ArticleCategory; name: string }[] };
  'knowledge.detail': Article;
}
