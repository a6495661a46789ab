/** Routes of spec section 2 — Claims: my claims, records, apply, claim type, info, detail, update info, tab details. */
import type { RouteEntry } from '../route-entry.js';

export const claimRoutes: readonly RouteEntry[] = [
  { id: 'myClaim', path: '/pages/myClaim/index', titleKey: 'page.claimMine', requiresSession: true, load: () => import('../../pages/claims/my-claim-page.js').then((m) => m.MyClaimPage) },
  { id: 'claimRecords', path: '/pages/myClaim/records/index', titleKey: 'page.claimRecords', requiresSession: true, load: () => import('../../pages/claims/claim-records-page.js').then((m) => m.ClaimRecordsPage) },
  { id: 'claimApply', path: '/pages/myClaim/apply/index', titleKey: 'page.claimApply', requiresSession: true, load: () => import('../../pages/claims/claim-apply-page.js').then((m) => m.ClaimApplyPage) },
  { id: 'claimType', path: '/pages/myClaim/claimType/index', titleKey: 'page.claimType', requiresSession: true, load: () => import('../../pages/claims/claim-type-page.js').then((m) => m.ClaimTypePage) },
  { id: 'claimInfo', path: '/pages/myClaim/info/index', titleKey: 'page.claimInfo', requiresSession: true, load: () => import('../../pages/claims/claim-info-page.js').then((m) => m.ClaimInfoPage) },
  { id: 'claimDetail', path: '/pages/myClaim/detail/index', titleKey: 'page.claimDetail', requiresSession: true, load: () => import('../../pages/claims/claim-detail-page.js').then((m) => m.ClaimDetailPage) },
  { id: 'claimUpdateInfo', path: '/pages/myClaim/updateInfo/index', titleKey: 'page.claimUpdateInfo', requiresSession: true, load: () => import('../../pages/claims/claim-update-page.js').then((m) => m.ClaimUpdatePage) },
  { id: 'claimGuideAccident', path: '/pages/myClaim/tabDetail/accident/index', titleKey: 'page.claimGuideAccident', load: () => import('../../pages/claims/claim-guide-page.js').then((m) => m.ClaimGuideAccidentPage) },
  { id: 'claimGuideLabour', path: '/pages/myClaim/tabDetail/labour/index', titleKey: 'page.claimGuideLabour', load: () => import('../../pages/claims/claim-guide-page.js').then((m) => m.ClaimGuideLabourPage) },
  { id: 'claimGuideThlm', path: '/pages/myClaim/tabDetail/thlm/index', titleKey: 'page.claimGuideThlm', load: () => import('../../pages/claims/claim-guide-page.js').then((m) => m.ClaimGuideThlmPage) },
];
