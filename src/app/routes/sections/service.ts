/** Routes of docs/spec/storefront-spec.md#2-screens-and-routes — Service: coupons, coupon select, invitation, rules, WeChat binding, activity, points, MPay landing; service sectors; messages; downloads. */
import type { RouteDeclaration } from '../route-entry.js';

export const serviceRoutes: readonly RouteDeclaration[] = [
  { id: 'serviceCoupon', titleKey: 'page.serviceCoupon', requiresSession: true, load: () => import('../../pages/service/coupon-page.js').then((m) => m.CouponPage) },
  { id: 'serviceCouponSelect', titleKey: 'page.serviceCouponSelect', requiresSession: true, load: () => import('../../pages/service/coupon-select-page.js').then((m) => m.CouponSelectPage) },
  { id: 'serviceInvitation', titleKey: 'page.serviceInvitation', requiresSession: true, load: () => import('../../pages/service/invitation-page.js').then((m) => m.InvitationPage) },
  { id: 'serviceRules', titleKey: 'page.serviceRules', load: () => import('../../pages/service/rules-page.js').then((m) => m.RulesPage) },
  { id: 'serviceWechatBinding', titleKey: 'page.serviceWechatBinding', requiresSession: true, load: () => import('../../pages/service/wechat-binding-page.js').then((m) => m.WechatBindingPage) },
  { id: 'serviceActivity', titleKey: 'page.serviceActivity', load: () => import('../../pages/service/activity-page.js').then((m) => m.ActivityPage) },
  { id: 'servicePoints', titleKey: 'page.serviceIntegral', requiresSession: true, load: () => import('../../pages/service/points-page.js').then((m) => m.PointsPage) },
  { id: 'serviceLandMPay', titleKey: 'page.serviceLandMPay', load: () => import('../../pages/service/land-mpay-page.js').then((m) => m.LandMPayPage) },
  { id: 'serviceSector', titleKey: 'page.sectorIndex', load: () => import('../../pages/service-sector/service-sector-page.js').then((m) => m.ServiceSectorPage) },
  { id: 'serviceSectorDetail', titleKey: 'page.sectorOutlet', load: () => import('../../pages/service-sector/outlet-detail-page.js').then((m) => m.OutletDetailPage) },
  { id: 'serviceSectorMtts', titleKey: 'page.sectorMtts', load: () => import('../../pages/service-sector/sector-mtts-page.js').then((m) => m.SectorMttsPage) },
  { id: 'serviceSectorMttsDetail', titleKey: 'page.sectorDetail', load: () => import('../../pages/service-sector/sector-detail-page.js').then((m) => m.SectorDetailPage) },
  { id: 'serviceSectorThlm', titleKey: 'page.sectorThlm', load: () => import('../../pages/service-sector/sector-thlm-page.js').then((m) => m.SectorThlmPage) },
  { id: 'serviceSectorThlmDetail', titleKey: 'page.sectorDetail', load: () => import('../../pages/service-sector/sector-detail-page.js').then((m) => m.SectorDetailPage) },
  { id: 'msgCenter', titleKey: 'page.msgCenter', requiresSession: true, load: () => import('../../pages/messages/msg-center-page.js').then((m) => m.MsgCenterPage) },
  { id: 'msgList', titleKey: 'page.msgList', requiresSession: true, load: () => import('../../pages/messages/msg-list-page.js').then((m) => m.MsgListPage) },
  { id: 'downloadBusiness', titleKey: 'page.downloadBusiness', load: () => import('../../pages/downloads/business-download-page.js').then((m) => m.BusinessDownloadPage) },
  { id: 'downloadText', titleKey: 'page.downloadText', load: () => import('../../pages/downloads/text-download-page.js').then((m) => m.TextDownloadPage) },
];
