/** Link builders and route data of the service section (pure data: no page imports; see ../sections/service.ts for its routes). */
/** The two product sectors of the service-sector pages (motor third-party, travel). */
export type SectorCode = 'mtts' | 'thlm';
/** Which explanation articles a sector detail page shows. */
export type SectorArticleType = 'clause' | 'faq' | 'claimGuide';
/** What the text download page shows: an explanation article, or the product's policy wording. */
export type DownloadDocumentType = SectorArticleType | 'wording';

const q = (query: Record<string, string | undefined>): string => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const servicePaths = {
  coupon: (): string => '/pages/service/coupon/index',
  /** Choose a coupon for one order; productCode lets the page return to that product's order page. */
  couponSelect: (b2cOrderId: string, productCode?: string): string => `/pages/service/couponSelect/index${q({ b2cOrderId, productCode })}`,
  invitation: (): string => '/pages/service/invitation/index',
  serviceRules: (topic?: 'points' | 'invitation'): string => `/pages/service/rules/index${q({ topic })}`,
  wechatBinding: (): string => '/pages/service/wechatBinding/index',
  serviceActivity: (): string => '/pages/service/activity/index',
  integral: (): string => '/pages/service/integral/index',
  landMPay: (): string => '/pages/service/landMPay/index',
  serviceSector: (): string => '/pages/serviceSector/index',
  serviceSectorOutlet: (outlet: string): string => `/pages/serviceSector/detail/index${q({ outlet })}`,
  serviceSectorOf: (sector: SectorCode): string => `/pages/serviceSector/${sector}/index`,
  serviceSectorDetail: (sector: SectorCode, productCode: string, type: SectorArticleType, articleId: string): string =>
    `/pages/serviceSector/${sector}/detail/index${q({ productCode, type, articleId })}`,
  msgCenter: (): string => '/pages/msgCenter/index',
  msgList: (kind?: string): string => `/pages/msgCenter/msgList/index${q({ kind })}`,
  downloadBusiness: (productCode?: string): string => `/pages/download/business/index${q({ productCode })}`,
  downloadText: (productCode: string, type: SectorArticleType, articleId: string): string =>
    `/pages/download/textDownload/index${q({ productCode, type, articleId })}`,
  /** The product's policy wording (product.json `wording`), to read and download. */
  downloadWording: (productCode: string): string => `/pages/download/textDownload/index${q({ productCode, type: 'wording' })}`,
} as const;
