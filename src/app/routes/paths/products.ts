/** Link builders and route data of the products section (pure data: no page imports; see ../sections/products.ts for its routes). */
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

/** Link builders for the section's routes: pages never spell these paths by hand. */
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
