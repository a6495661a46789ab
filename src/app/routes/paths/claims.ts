/** Link builders and route data of the claims section (pure data: no page imports; see ../sections/claims.ts for its routes). */
import { linkTo, type LinkableRouteId } from '../link-to.js';

/** The claim guides of the spec's tabDetail pages, one per line of cover (docs/spec/storefront-spec.md#2-screens-and-routes). */
export const CLAIM_GUIDES = ['accident', 'labour', 'thlm'] as const;
export type ClaimGuide = (typeof CLAIM_GUIDES)[number];

/** The route of each claim guide. */
const CLAIM_GUIDE_ROUTES = {
  accident: 'claimGuideAccident',
  labour: 'claimGuideLabour',
  thlm: 'claimGuideThlm',
} as const satisfies Record<ClaimGuide, LinkableRouteId>;

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const claimPaths = {
  myClaim: (): string => linkTo('myClaim'),
  claimRecords: (): string => linkTo('claimRecords'),
  claimApply: (b2cOrderId?: string): string => linkTo('claimApply', { b2cOrderId }),
  claimType: (): string => linkTo('claimType'),
  claimInfo: (): string => linkTo('claimInfo'),
  claimDetail: (claimId: string): string => linkTo('claimDetail', { claimId }),
  claimUpdateInfo: (claimId: string): string => linkTo('claimUpdateInfo', { claimId }),
  claimGuide: (guide: ClaimGuide): string => linkTo(CLAIM_GUIDE_ROUTES[guide]),
} as const;
