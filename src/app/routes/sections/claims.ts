/** Routes of docs/spec/storefront-spec.md#2-screens-and-routes — Claims: my claims, records, apply, claim type, info, detail, update info, tab details. */
import type { RouteDeclaration } from '../route-entry.js';

export const claimRoutes: readonly RouteDeclaration[] = [
  { id: 'myClaim', titleKey: 'page.claimMine', requiresSession: true, load: () => import('../../pages/claims/my-claim-page.js').then((m) => m.MyClaimPage) },
  { id: 'claimRecords', titleKey: 'page.claimRecords', requiresSession: true, load: () => import('../../pages/claims/claim-records-page.js').then((m) => m.ClaimRecordsPage) },
  { id: 'claimApply', titleKey: 'page.claimApply', requiresSession: true, load: () => import('../../pages/claims/claim-apply-page.js').then((m) => m.ClaimApplyPage) },
  { id: 'claimType', titleKey: 'page.claimType', requiresSession: true, load: () => import('../../pages/claims/claim-type-page.js').then((m) => m.ClaimTypePage) },
  { id: 'claimInfo', titleKey: 'page.claimInfo', requiresSession: true, load: () => import('../../pages/claims/claim-info-page.js').then((m) => m.ClaimInfoPage) },
  { id: 'claimDetail', titleKey: 'page.claimDetail', requiresSession: true, load: () => import('../../pages/claims/claim-detail-page.js').then((m) => m.ClaimDetailPage) },
  { id: 'claimUpdateInfo', titleKey: 'page.claimUpdateInfo', requiresSession: true, load: () => import('../../pages/claims/claim-update-page.js').then((m) => m.ClaimUpdatePage) },
  { id: 'claimGuideAccident', titleKey: 'page.claimGuideAccident', load: () => import('../../pages/claims/claim-guide-page.js').then((m) => m.ClaimGuideAccidentPage) },
  { id: 'claimGuideLabour', titleKey: 'page.claimGuideLabour', load: () => import('../../pages/claims/claim-guide-page.js').then((m) => m.ClaimGuideLabourPage) },
  { id: 'claimGuideThlm', titleKey: 'page.claimGuideThlm', load: () => import('../../pages/claims/claim-guide-page.js').then((m) => m.ClaimGuideThlmPage) },
];
