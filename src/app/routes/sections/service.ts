/** Routes of spec section 2 — Service: coupons, coupon select, invitation, rules, WeChat binding, activity, points, MPay landing; service sectors; messages; downloads. */
import type { RouteEntry } from '../route-entry.js';

export const serviceRoutes: readonly RouteEntry[] = [
  { id: 'serviceCoupon', path: '/pages/service/coupon/index', titleKey: 'page.serviceCoupon', requiresSession: true, load: () => import('../../pages/service/coupon-page.js').then((m) => m.CouponPage) },
  { id: 'serviceCouponSelect', path: '/pages/service/couponSelect/index', titleKey: 'page.serviceCouponSelect', requiresSession: true, load: () => import('../../pages/service/coupon-select-page.js').then((m) => m.CouponSelectPage) },
  { id: 'serviceInvitation', path: '/pages/service/invitation/index', titleKey: 'page.serviceInvitation', requiresSession: true, load: () => import('../../pages/service/invitation-page.js').then((m) => m.InvitationPage) },
  { id: 'serviceRules', path: '/pages/service/rules/index', titleKey: 'page.serviceRules', load: () => import('../../pages/service/rules-page.js').then((m) => m.RulesPage) },
  { id: 'serviceWechatBinding', path: '/pages/service/wechatBinding/index', titleKey: 'page.serviceWechatBinding', requiresSession: true, load: () => import('../../pages/service/wechat-binding-page.js').then((m) => m.WechatBindingPage) },
  { id: 'serviceActivity', path: '/pages/service/activity/index', titleKey: 'page.serviceActivity', load: () => import('../../pages/service/activity-page.js').then((m) => m.ActivityPage) },
  { id: 'serviceIntegral', path: '/pages/service/integral/index', titleKey: 'page.serviceIntegral', requiresSession: true, load: () => import('../../pages/service/points-page.js').then((m) => m.PointsPage) },
  { id: 'serviceLandMPay', path: '/pages/service/landMPay/index', titleKey: 'page.serviceLandMPay', load: () => import('../../pages/service/land-mpay-page.js').then((m) => m.LandMPayPage) },
  { id: 'serviceSector', path: '/pages/serviceSector/index', titleKey: 'page.sectorIndex', load: () => import('../../pages/service-sector/service-sector-page.js').then((m) => m.ServiceSectorPage) },
  { id: 'serviceSectorDetail', path: '/pages/serviceSector/detail/index', titleKey: 'page.sectorOutlet', load: () => import('../../pages/service-sector/outlet-detail-page.js').then((m) => m.OutletDetailPage) },
  { id: 'serviceSectorMtts', path: '/pages/serviceSector/mtts/index', titleKey: 'page.sectorMtts', load: () => import('../../pages/service-sector/sector-mtts-page.js').then((m) => m.SectorMttsPage) },
  { id: 'serviceSectorMttsDetail', path: '/pages/serviceSector/mtts/detail/index', titleKey: 'page.sectorDetail', load: () => import('../../pages/service-sector/sector-detail-page.js').then((m) => m.SectorDetailPage) },
  { id: 'serviceSectorThlm', path: '/pages/serviceSector/thlm/index', titleKey: 'page.sectorThlm', load: () => import('../../pages/service-sector/sector-thlm-page.js').then((m) => m.SectorThlmPage) },
  { id: 'serviceSectorThlmDetail', path: '/pages/serviceSector/thlm/detail/index', titleKey: 'page.sectorDetail', load: () => import('../../pages/service-sector/sector-detail-page.js').then((m) => m.SectorDetailPage) },
  { id: 'msgCenter', path: '/pages/msgCenter/index', titleKey: 'page.msgCenter', requiresSession: true, load: () => import('../../pages/messages/msg-center-page.js').then((m) => m.MsgCenterPage) },
  { id: 'msgList', path: '/pages/msgCenter/msgList/index', titleKey: 'page.msgList', requiresSession: true, load: () => import('../../pages/messages/msg-list-page.js').then((m) => m.MsgListPage) },
  { id: 'downloadBusiness', path: '/pages/download/business/index', titleKey: 'page.downloadBusiness', load: () => import('../../pages/downloads/business-download-page.js').then((m) => m.BusinessDownloadPage) },
  { id: 'downloadText', path: '/pages/download/textDownload/index', titleKey: 'page.downloadText', load: () => import('../../pages/downloads/text-download-page.js').then((m) => m.TextDownloadPage) },
];
