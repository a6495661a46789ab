/** Link builders and route data of the products section (pure data: no page imports; see ../sections/products.ts for its routes). */
import { linkTo } from '../link-to.js';

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

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const productPaths = {
  shopCar: (): string => linkTo('shopCar'),
  addInsured: (productCode: string, b2cOrderId?: string): string => linkTo('productAddInsured', { productCode, b2cOrderId }),
  business: (): string => linkTo('productBusiness'),
  plansDetail: (productCode: string): string => linkTo('productPlansDetail', { productCode }),
  claimsDetail: (productCode: string): string => linkTo('productClaimsDetail', { productCode }),
  claimsDetailCar: (productCode?: string): string => linkTo('productClaimsDetailCar', { productCode }),
  claimsDetailMtts: (): string => linkTo('productClaimsDetailMtts'),
  car: (code: string): string => linkTo('carLanding', { code: code.toLowerCase() }),
  carPage: (code: string, subPage: MotorPage): string => linkTo('carStep', { code: code.toLowerCase(), page: subPage }),
  orderCar: (): string => linkTo('orderCar'),
  orderCarProduct: (code: string): string => linkTo('orderCarProduct', { code: code.toLowerCase() }),
  orderOther: (code: string, b2cOrderId?: string): string => linkTo('orderOther', { code: code.toLowerCase() }, { b2cOrderId }),
  travelPersonalInfo: (productCode?: string): string => linkTo('travelPersonalInfo', { productCode }),
  travelClaimsDetail: (productCode?: string): string => linkTo('travelClaimsDetail', { productCode }),
  travelPlansDetail: (productCode?: string): string => linkTo('travelPlansDetail', { productCode }),
  travelPdfFile: (productCode?: string): string => linkTo('travelPdfFile', { productCode }),
} as const;
