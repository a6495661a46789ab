/**
 * Routes of spec section 2 — Shop (shop/car), Orders (order/car, order/car/<motor code>, order/<code>/other),
 * Products (product/addInsured, business, plansDetail, claimsDetail, claimsDetail/car(/mtts)), the motor
 * pages car/<code> and car/<code>/<page>, and the travel pages.
 *
 * Nothing here names a product: every product route takes the code as a parameter and the page looks it
 * up in the product registry (useProduct), so a product added as data (schemas/products/<CODE>) gets its
 * product, order, "other" order and (when its line is motor) car pages with no code change. Static
 * segments (`car`, `addInsured`, `other`...) outrank `:code` in react-router's ranking, so the core
 * `product` and `order` entries keep serving /pages/product/<CODE>/index and /pages/order/<code>/index.
 */
import type { RouteEntry } from '../route-entry.js';

/** The spec's sub-pages of a motor product (car/mtc|mtv|mts/<page>/index). */
export const MOTOR_PAGES = ['carInfo', 'information', 'calculation', 'declaration', 'attention', 'userInfo', 'plansDetail'] as const;
export type MotorPage = (typeof MOTOR_PAGES)[number];

/**
 * The one documented convention from the spec's motor sub-page names to wizard step ids of a product's
 * flow (product.json steps[].id): the first candidate the product's flow has is the step the sub-page opens.
 * A page none of whose candidates is in the flow (plansDetail always; attention when the product asks no
 * attention step) shows the product's landing information instead. An optional `page` field on a step in
 * product.json would replace this table (see the report: schemas/meta/product.schema.json is not ours).
 */
export const MOTOR_PAGE_STEPS: Readonly<Record<MotorPage, readonly string[]>> = {
  calculation: ['calculation', 'plan', 'quote'],
  carInfo: ['carInfo', 'vehicle', 'car'],
  declaration: ['declaration', 'declarations'],
  information: ['information', 'insured', 'holder'],
  userInfo: ['userInfo', 'holder', 'owner'],
  attention: ['attention', 'notice'],
  plansDetail: [],
};

/** The step of `stepIds` a motor sub-page opens, or null when the page is informational for this product. */
export function motorPageStep(page: string, stepIds: readonly string[]): string | null {
  if (!(MOTOR_PAGES as readonly string[]).includes(page)) return null;
  const candidates = MOTOR_PAGE_STEPS[page as MotorPage];
  return candidates.find((candidate) => stepIds.includes(candidate)) ?? null;
}

const q = (query: Record<string, string | undefined>): string => {
  const given = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return given.length > 0 ? `?${new URLSearchParams(given).toString()}` : '';
};

export const productRoutes: readonly RouteEntry[] = [
  { id: 'shopCar', path: '/pages/shop/car/index', titleKey: 'page.productShopCar', load: () => import('../../pages/shop/shop-car-page.js').then((m) => m.ShopCarPage) },
  { id: 'productAddInsured', path: '/pages/product/addInsured/index', titleKey: 'page.productAddInsured', requiresSession: true, load: () => import('../../pages/product/add-insured-page.js').then((m) => m.AddInsuredPage) },
  { id: 'productBusiness', path: '/pages/product/business/index', titleKey: 'page.productBusiness', requiresSession: true, load: () => import('../../pages/product/business-page.js').then((m) => m.BusinessPage) },
  { id: 'productPlansDetail', path: '/pages/product/plansDetail/index', titleKey: 'page.productPlansDetail', load: () => import('../../pages/product/plans-detail-page.js').then((m) => m.PlansDetailPage) },
  { id: 'productClaimsDetail', path: '/pages/product/claimsDetail/index', titleKey: 'page.productClaimsDetail', load: () => import('../../pages/product/claims-detail-page.js').then((m) => m.ClaimsDetailPage) },
  { id: 'productClaimsDetailCar', path: '/pages/product/claimsDetail/car/index', titleKey: 'page.productClaimsDetailCar', load: () => import('../../pages/product/claims-detail-page.js').then((m) => m.CarClaimsDetailPage) },
  { id: 'productClaimsDetailMtts', path: '/pages/product/claimsDetail/car/mtts/index', titleKey: 'page.productClaimsDetailMtts', load: () => import('../../pages/product/claims-detail-page.js').then((m) => m.MttsClaimsDetailPage) },
  { id: 'carLanding', path: '/pages/car/:code/index', titleKey: 'page.carLanding', load: () => import('../../pages/car/car-landing-page.js').then((m) => m.CarLandingPage) },
  { id: 'carStep', path: '/pages/car/:code/:page/index', titleKey: 'page.carStep', load: () => import('../../pages/car/car-step-page.js').then((m) => m.CarStepPage) },
  { id: 'orderCar', path: '/pages/order/car/index', titleKey: 'page.productOrderCar', load: () => import('../../pages/car/order-car-page.js').then((m) => m.OrderCarPage) },
  { id: 'orderCarProduct', path: '/pages/order/car/:code/index', titleKey: 'page.order', requiresSession: true, load: () => import('../../pages/car/order-car-page.js').then((m) => m.MotorOrderPage) },
  { id: 'orderOther', path: '/pages/order/:code/other/index', titleKey: 'page.productOrderOther', requiresSession: true, load: () => import('../../pages/product/order-other-page.js').then((m) => m.OrderOtherPage) },
  { id: 'travelPersonalInfo', path: '/pages/travel/personalInfo/index', titleKey: 'page.travelPersonalInfo', requiresSession: true, load: () => import('../../pages/travel/personal-info-page.js').then((m) => m.PersonalInfoPage) },
  { id: 'travelClaimsDetail', path: '/pages/travel/claimsDetail/index', titleKey: 'page.travelClaimsDetail', load: () => import('../../pages/travel/travel-pages.js').then((m) => m.TravelClaimsDetailPage) },
  { id: 'travelPlansDetail', path: '/pages/travel/plansDetail/index', titleKey: 'page.travelPlansDetail', load: () => import('../../pages/travel/travel-pages.js').then((m) => m.TravelPlansDetailPage) },
  { id: 'travelPdfFile', path: '/pages/travel/pdfFile/index', titleKey: 'page.travelPdfFile', load: () => import('../../pages/travel/pdf-file-page.js').then((m) => m.PdfFilePage) },
];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const productPaths = {
  shopCar: (): string => '/pages/shop/car/index',
  addInsured: (productCode: string, b2cOrderId?: string): string => `/pages/product/addInsured/index${q({ productCode, b2cOrderId })}`,
  business: (): string => '/pages/product/business/index',
  plansDetail: (productCode: string): string => `/pages/product/plansDetail/index${q({ productCode })}`,
  claimsDetail: (productCode: string): string => `/pages/product/claimsDetail/index${q({ productCode })}`,
  claimsDetailCar: (productCode?: string): string => `/pages/product/claimsDetail/car/index${q({ productCode })}`,
  claimsDetailMtts: (): string => '/pages/product/claimsDetail/car/mtts/index',
  car: (code: string): string => `/pages/car/${encodeURIComponent(code.toLowerCase())}/index`,
  carPage: (code: string, subPage: MotorPage): string => `/pages/car/${encodeURIComponent(code.toLowerCase())}/${subPage}/index`,
  orderCar: (): string => '/pages/order/car/index',
  orderCarProduct: (code: string): string => `/pages/order/car/${encodeURIComponent(code.toLowerCase())}/index`,
  orderOther: (code: string, b2cOrderId?: string): string => `/pages/order/${encodeURIComponent(code.toLowerCase())}/other/index${q({ b2cOrderId })}`,
  travelPersonalInfo: (productCode?: string): string => `/pages/travel/personalInfo/index${q({ productCode })}`,
  travelClaimsDetail: (productCode?: string): string => `/pages/travel/claimsDetail/index${q({ productCode })}`,
  travelPlansDetail: (productCode?: string): string => `/pages/travel/plansDetail/index${q({ productCode })}`,
  travelPdfFile: (productCode?: string): string => `/pages/travel/pdfFile/index${q({ productCode })}`,
} as const;
