/**
 * Routes of docs/spec/storefront-spec.md#2-screens-and-routes — Shop (shop/car), Orders (order/car, order/car/<motor code>, order/<code>/other),
 * Products (product/addInsured, business, plansDetail, claimsDetail, claimsDetail/car(/mtts)), the motor
 * pages car/<code> and car/<code>/<page>, and the travel pages.
 *
 * Nothing here names a product: every product route takes the code as a parameter and the page looks it
 * up in the product registry (useProduct), so a product added as data (schemas/products/<CODE>) gets its
 * product, order, "other" order and (when its line is motor) car pages with no code change. Static
 * segments (`car`, `addInsured`, `other`...) outrank `:code` in react-router's ranking, so the core
 * `product` and `order` entries keep serving /pages/product/<CODE>/index and /pages/order/<code>/index.
 */
import type { RouteDeclaration } from '../route-entry.js';

export const productRoutes: readonly RouteDeclaration[] = [
  { id: 'shopCar', titleKey: 'page.productShopCar', load: () => import('../../pages/shop/shop-car-page.js').then((m) => m.ShopCarPage) },
  { id: 'productAddInsured', titleKey: 'page.productAddInsured', requiresSession: true, load: () => import('../../pages/product/add-insured-page.js').then((m) => m.AddInsuredPage) },
  { id: 'productBusiness', titleKey: 'page.productBusiness', requiresSession: true, load: () => import('../../pages/product/business-page.js').then((m) => m.BusinessPage) },
  { id: 'productPlansDetail', titleKey: 'page.productPlansDetail', load: () => import('../../pages/product/plans-detail-page.js').then((m) => m.PlansDetailPage) },
  { id: 'productClaimsDetail', titleKey: 'page.productClaimsDetail', load: () => import('../../pages/product/claims-detail-page.js').then((m) => m.ClaimsDetailPage) },
  { id: 'productClaimsDetailCar', titleKey: 'page.productClaimsDetailCar', load: () => import('../../pages/product/claims-detail-page.js').then((m) => m.CarClaimsDetailPage) },
  { id: 'productClaimsDetailMtts', titleKey: 'page.productClaimsDetailMtts', load: () => import('../../pages/product/claims-detail-page.js').then((m) => m.MttsClaimsDetailPage) },
  { id: 'carLanding', titleKey: 'page.carLanding', load: () => import('../../pages/car/car-landing-page.js').then((m) => m.CarLandingPage) },
  { id: 'carStep', titleKey: 'page.carStep', load: () => import('../../pages/car/car-step-page.js').then((m) => m.CarStepPage) },
  { id: 'orderCar', titleKey: 'page.productOrderCar', load: () => import('../../pages/car/order-car-page.js').then((m) => m.OrderCarPage) },
  { id: 'orderCarProduct', titleKey: 'page.order', requiresSession: true, orderWizard: true, load: () => import('../../pages/order/motor-order-page.js').then((m) => m.MotorOrderPage) },
  { id: 'orderOther', titleKey: 'page.productOrderOther', requiresSession: true, load: () => import('../../pages/product/order-other-page.js').then((m) => m.OrderOtherPage) },
  { id: 'travelPersonalInfo', titleKey: 'page.travelPersonalInfo', requiresSession: true, load: () => import('../../pages/travel/personal-info-page.js').then((m) => m.PersonalInfoPage) },
  { id: 'travelClaimsDetail', titleKey: 'page.travelClaimsDetail', load: () => import('../../pages/travel/travel-pages.js').then((m) => m.TravelClaimsDetailPage) },
  { id: 'travelPlansDetail', titleKey: 'page.travelPlansDetail', load: () => import('../../pages/travel/travel-pages.js').then((m) => m.TravelPlansDetailPage) },
  { id: 'travelPdfFile', titleKey: 'page.travelPdfFile', load: () => import('../../pages/travel/pdf-file-page.js').then((m) => m.PdfFilePage) },
];
