/** Link builders and route data of the service section (pure data: no page imports; see ../sections/service.ts for its routes). */
import { linkTo, type LinkableRouteId } from '../link-to.js';

/** The two product sectors of the service-sector pages (motor third-party, travel). */
export type SectorCode = 'mtts' | 'thlm';
/** Which explanation articles a sector detail page shows. */
export type SectorArticleType = 'clause' | 'faq' | 'claimGuide';
/** What the text download page shows: an explanation article, or the product's policy wording. */
export type DownloadDocumentType = SectorArticleType | 'wording';

/** The route of each sector's page and of its articles' page. */
const SECTOR_ROUTES = {
  mtts: { page: 'serviceSectorMtts', detail: 'serviceSectorMttsDetail' },
  thlm: { page: 'serviceSectorThlm', detail: 'serviceSectorThlmDetail' },
} as const satisfies Record<SectorCode, { page: LinkableRouteId; detail: LinkableRouteId }>;

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const servicePaths = {
  coupon: (): string => linkTo('serviceCoupon'),
  /** Choose a coupon for one order; productCode lets the page return to that product's order page. */
  couponSelect: (b2cOrderId: string, productCode?: string): string => linkTo('serviceCouponSelect', { b2cOrderId, productCode }),
  invitation: (): string => linkTo('serviceInvitation'),
  serviceRules: (topic?: 'points' | 'invitation'): string => linkTo('serviceRules', { topic }),
  wechatBinding: (): string => linkTo('serviceWechatBinding'),
  serviceActivity: (): string => linkTo('serviceActivity'),
  points: (): string => linkTo('servicePoints'),
  landMPay: (): string => linkTo('serviceLandMPay'),
  serviceSector: (): string => linkTo('serviceSector'),
  serviceSectorOutlet: (outlet: string): string => linkTo('serviceSectorDetail', { outlet }),
  serviceSectorOf: (sector: SectorCode): string => linkTo(SECTOR_ROUTES[sector].page),
  serviceSectorDetail: (sector: SectorCode, productCode: string, type: SectorArticleType, articleId: string): string =>
    linkTo(SECTOR_ROUTES[sector].detail, { productCode, type, articleId }),
  msgCenter: (): string => linkTo('msgCenter'),
  msgList: (kind?: string): string => linkTo('msgList', { kind }),
  downloadBusiness: (productCode?: string): string => linkTo('downloadBusiness', { productCode }),
  downloadText: (productCode: string, type: SectorArticleType, articleId: string): string => linkTo('downloadText', { productCode, type, articleId }),
  /** The product's policy wording (product.json `wording`), to read and download. */
  downloadWording: (productCode: string): string => linkTo('downloadText', { productCode, type: 'wording' }),
} as const;
