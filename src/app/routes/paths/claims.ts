/** Link builders and route data of the claims section (pure data: no page imports; see ../sections/claims.ts for its routes). */
/** The claim guides of spec section 2 (tabDetail pages), one per line of cover. */
export const CLAIM_GUIDES = ['accident', 'labour', 'thlm'] as const;
export type ClaimGuide = (typeof CLAIM_GUIDES)[number];

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const claimPaths = {
  myClaim: (): string => '/pages/myClaim/index',
  claimRecords: (): string => '/pages/myClaim/records/index',
  claimApply: (b2cOrderId?: string): string => `/pages/myClaim/apply/index${b2cOrderId ? `?b2cOrderId=${encodeURIComponent(b2cOrderId)}` : ''}`,
  claimType: (): string => '/pages/myClaim/claimType/index',
  claimInfo: (): string => '/pages/myClaim/info/index',
  claimDetail: (claimId: string): string => `/pages/myClaim/detail/index?claimId=${encodeURIComponent(claimId)}`,
  claimUpdateInfo: (claimId: string): string => `/pages/myClaim/updateInfo/index?claimId=${encodeURIComponent(claimId)}`,
  claimGuide: (guide: ClaimGuide): string => `/pages/myClaim/tabDetail/${guide}/index`,
} as const;
