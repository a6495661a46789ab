/**
 * Every route of docs/spec/storefront-spec.md#2-screens-and-routes as test data: the address a browser test opens (with sample
 * query and route parameters), whether the page needs a signed-in user, and a Playwright selector (CSS; a
 * comma list means "any of") that only that page draws, so "it rendered" means "it rendered ITS content",
 * not the 404 page nor a neighbour's.
 *
 * Addresses may hold placeholders the test fills from the running gateway's demo data
 * (./spec-samples.ts): {tpsOrderId} the demo user's paid TPS policy, {mtvOrderId} their MTV policy due for
 * renewal, {claimId} their claim.
 */

/** signedIn: opened with the demo user's session; signedOut: opened without one (the login pages). */
export type SessionNeed = 'signedIn' | 'signedOut';

export type SpecSection =
  | 'tabs' | 'shell' | 'login' | 'mine' | 'policies' | 'claims' | 'orders' | 'renewals' | 'products'
  | 'travel' | 'service' | 'serviceSector' | 'messages' | 'downloads' | 'system';

export interface SpecRoute {
  /** Unique: names the check. */
  id: string;
  section: SpecSection;
  /** The address opened, path and query, with {placeholders}. */
  address: string;
  session: SessionNeed;
  /** Selector of what only this page shows (its content, its empty state or its own notice). */
  content: string;
  /**
   * The path the browser ends on when the page hands over by design (the bridge relaunches; a flow step
   * opened without its earlier steps goes back to the first). Default: the address's own path.
   */
  landsOn?: string;
  /** This is the 404 page itself: the not-found content is expected, not refused. */
  notFound?: true;
  /** Kept as test-results/screenshots/<lang>-<screenshot>.png (every tab page and one page per section). */
  screenshot?: string;
}

const tid = (...ids: string[]): string => ids.map((id) => `[data-testid="${id}"]`).join(', ');
/** Test ids starting with each prefix, except the loading and error states of a call. */
const prefix = (...starts: string[]): string =>
  starts.map((start) => `[data-testid^="${start}"]:not([data-testid$="-loading"]):not([data-testid$="-error"])`).join(', ');

/** Product codes of docs/spec/storefront-spec.md#2-screens-and-routes's order/renewal/{code} and order/renewalDetail/{code}. */
export const RENEWAL_CODES = ['MTC', 'MTS', 'MTT', 'MTV', 'FHH', 'FHS', 'FIR', 'TDS', 'TGL', 'THM', 'TPA', 'TPS', 'TPT', 'TSA', 'TSS', 'EDH', 'EGI'] as const;
/** The renewal paid pages of docs/spec/storefront-spec.md#2-screens-and-routes. */
export const RENEWAL_PAID_CODES = ['MTC', 'MTT', 'MTV'] as const;
/** product/{code} pages of docs/spec/storefront-spec.md#2-screens-and-routes that are products, and the product sub-pages. */
export const PRODUCT_PAGE_CODES = ['THLM', 'EDH', 'FHH', 'FHS', 'TDS', 'TPS', 'TPA', 'TPT', 'TSA', 'TSS'] as const;

/**
 * A policy of the demo user to open a renewal page of `code` with: only the renewed codes the demo user holds (their TPS
 * trip is not renewed, its renewal refused: TPS's pages open without a policy, as the other one-trip products' do).
 */
const RENEWAL_POLICY: Partial<Record<string, string>> = { MTV: '{mtvOrderId}' };

const RENEWAL_CONTENT = tid('renewal-list', 'renewal-list-empty', 'renewal-review', 'renewal-priced', 'renewal-detail', 'renewal-not-renewable');
const ORDER_CONTENT = '[data-testid^="step-indicator-"], [data-testid="unfinished-dialog"]';
const PRODUCT_CONTENT = '.product-hero__title, [data-testid="buy-now"]';

const withPolicy = (path: string, code: string): string => {
  const policy = RENEWAL_POLICY[code];
  return policy ? `${path}?policyOrderId=${policy}` : path;
};

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // Tab-bar pages.
  { id: 'home', section: 'tabs', address: '/', session: 'signedOut', content: '.page--home [data-testid^="product-card-"], .page--home .hero__title', screenshot: 'tab-0-home' },
  { id: 'homeAlias', section: 'tabs', address: '/pages/home/index', session: 'signedOut', content: '.page--home .hero__title' },
  { id: 'shop', section: 'tabs', address: '/pages/shop/index', session: 'signedOut', content: '.page--shop .page-intro__title', screenshot: 'tab-1-shop' },
  { id: 'service', section: 'tabs', address: '/pages/service/index', session: 'signedIn', content: tid('service-my-policy'), screenshot: 'tab-2-service' },
  { id: 'mine', section: 'tabs', address: '/pages/mine/index', session: 'signedIn', content: tid('mine-phone'), screenshot: 'tab-3-mine' },
  { id: 'mineSignedOut', section: 'tabs', address: '/pages/mine/index', session: 'signedOut', content: tid('mine-login') },

  // Shell pages.
  { id: 'nothing', section: 'shell', address: '/pages/nothing/index', session: 'signedOut', content: tid('nothing') },
  { id: 'notFound', section: 'shell', address: '/pages/error/404/index', session: 'signedOut', content: tid('not-found'), notFound: true },
  { id: 'unknownAddress', section: 'shell', address: '/pages/no/such/page/index', session: 'signedOut', content: tid('not-found'), notFound: true },
  { id: 'pcDirect', section: 'shell', address: '/pages/pc/pcDirect/index', session: 'signedOut', content: tid('desktop-notice') },
  {
    id: 'poxy', section: 'shell', session: 'signedIn',
    // A signed-in user's hand-off (the wake-up): the bridge keeps the session and opens the page asked for.
    address: '/pages/poxy/index?type=wakeUp&redirectUrl=%2Fpages%2FmyPolicy%2Findex',
    landsOn: '/pages/myPolicy/index', content: '[data-testid^="policy-card-"]',
  },
  { id: 'scan', section: 'system', address: '/pages/scan/index', session: 'signedOut', content: tid('scan-page') },
  { id: 'search', section: 'system', address: '/pages/search/index?keyword=travel', session: 'signedOut', content: tid('search-page') },

  // Login.
  { id: 'login', section: 'login', address: '/pages/login/index', session: 'signedOut', content: tid('sms-form', 'password-form'), screenshot: 'login' },
  { id: 'loginPwd', section: 'login', address: '/pages/login/loginPwd/index', session: 'signedOut', content: tid('password-form') },
  { id: 'loginSmsCode', section: 'login', address: '/pages/login/smsCode/index', session: 'signedOut', content: tid('sms-form') },
  { id: 'loginSetPwd', section: 'login', address: '/pages/login/setPwd/index', session: 'signedIn', content: tid('set-password-form') },
  { id: 'loginSetPwdLogin', section: 'login', address: '/pages/login/setPwd/login/index', session: 'signedOut', content: tid('sms-form') },
  { id: 'loginForgotPwd', section: 'login', address: '/pages/login/forgotPwd/index', session: 'signedOut', content: tid('forgot-verify-form', 'forgot-password-form') },

  // Mine.
  { id: 'mineQuestions', section: 'mine', address: '/pages/mine/questions/index', session: 'signedIn', content: tid('questions-list', 'questions-categories') },
  { id: 'mineIdea', section: 'mine', address: '/pages/mine/idea/index', session: 'signedIn', content: tid('idea-content') },
  { id: 'mineKnowledge', section: 'mine', address: '/pages/mine/myknowledge/index', session: 'signedIn', content: tid('knowledge-list') },
  { id: 'mineKnowledgeDetail', section: 'mine', address: '/pages/mine/myknowledge/detail/index?id=KA-TRAVEL-TIPS', session: 'signedIn', content: tid('knowledge-detail-title') },
  { id: 'mineAgreements', section: 'mine', address: '/pages/mine/agreements/index', session: 'signedIn', content: tid('agreements-list') },
  { id: 'mineAgreement', section: 'mine', address: '/pages/mine/agreements/index?agreementId=TERMS_OF_SERVICE', session: 'signedIn', content: tid('agreement-body') },
  { id: 'mineRelatives', section: 'mine', address: '/pages/mine/relatives/index', session: 'signedIn', content: tid('relatives-list') },
  { id: 'mineEditRelatives', section: 'mine', address: '/pages/mine/editRelatives/index?relativeId=R00000000000DE001', session: 'signedIn', content: tid('relative-save') },
  { id: 'mineAddRelative', section: 'mine', address: '/pages/mine/editRelatives/index', session: 'signedIn', content: tid('relative-save') },
  { id: 'mineMyCar', section: 'mine', address: '/pages/mine/myCar/index', session: 'signedIn', content: tid('cars-list') },
  { id: 'mineMyService', section: 'mine', address: '/pages/mine/myService/index', session: 'signedIn', content: tid('my-service-points-balance', 'my-service-unread') },
  { id: 'mineUserInfo', section: 'mine', address: '/pages/mine/userInfo/index', session: 'signedIn', content: tid('user-info-username'), screenshot: 'mine-user-info' },
  { id: 'mineAuthUser', section: 'mine', address: '/pages/mine/authUser/index', session: 'signedIn', content: tid('auth-name', 'auth-user-already') },
  // Steps 2 and 3 opened without step 1's answers go back to step 1 (the draft is empty).
  { id: 'mineAuthUser2', section: 'mine', address: '/pages/mine/authUser2/index', session: 'signedIn', landsOn: '/pages/mine/authUser/index', content: tid('auth-name', 'auth-user-already') },
  { id: 'mineAuthUser3', section: 'mine', address: '/pages/mine/authUser3/index', session: 'signedIn', landsOn: '/pages/mine/authUser/index', content: tid('auth-name', 'auth-user-already') },
  { id: 'mineAuthResult', section: 'mine', address: '/pages/mine/authResult/index', session: 'signedIn', content: tid('auth-result', 'auth-result-none') },
  { id: 'mineSet', section: 'mine', address: '/pages/mine/set/index', session: 'signedIn', content: tid('set-user-info') },
  { id: 'mineUpdateName', section: 'mine', address: '/pages/mine/set/updateName/index', session: 'signedIn', content: tid('update-name-input') },
  { id: 'mineUserGrade', section: 'mine', address: '/pages/mine/userGrade/index', session: 'signedIn', content: tid('user-grade-card') },
  { id: 'mineGradeNotice', section: 'mine', address: '/pages/mine/userGrade/gradeNotice/index', session: 'signedIn', content: tid('grade-notice-list') },

  // Policies.
  { id: 'myPolicy', section: 'policies', address: '/pages/myPolicy/index', session: 'signedIn', content: '[data-testid^="policy-card-"]', screenshot: 'policies' },
  { id: 'policyDetail', section: 'policies', address: '/pages/myPolicy/detail/index?b2cOrderId={tpsOrderId}', session: 'signedIn', content: tid('detail-policy-no') },
  { id: 'policyEndorsement', section: 'policies', address: '/pages/myPolicy/endorsement/index?b2cOrderId={tpsOrderId}', session: 'signedIn', content: tid('endt-policy', 'endt-form') },
  { id: 'policyVehicleEndt', section: 'policies', address: '/pages/myPolicy/vehicleEndt/index?b2cOrderId={mtvOrderId}', session: 'signedIn', content: tid('endt-policy', 'endt-form') },
  { id: 'policyAddInformation', section: 'policies', address: '/pages/myPolicy/addInformation/index?b2cOrderId={tpsOrderId}', session: 'signedIn', content: tid('add-info-policy') },
  { id: 'policyAddResult', section: 'policies', address: '/pages/myPolicy/addInformation/addResult/index?b2cOrderId={tpsOrderId}&count=1', session: 'signedIn', content: tid('add-result-policy', 'add-result-list-empty') },

  // Claims.
  { id: 'myClaim', section: 'claims', address: '/pages/myClaim/index', session: 'signedIn', content: tid('claim-mine-start'), screenshot: 'claims' },
  { id: 'claimRecords', section: 'claims', address: '/pages/myClaim/records/index', session: 'signedIn', content: '[data-testid^="claim-record-"]' },
  { id: 'claimApply', section: 'claims', address: '/pages/myClaim/apply/index?b2cOrderId={tpsOrderId}', session: 'signedIn', content: tid('claim-apply-next') },
  { id: 'claimType', section: 'claims', address: '/pages/myClaim/claimType/index', session: 'signedIn', content: '[data-testid^="claim-type-"], [data-testid="claim-no-flow"]' },
  // The type and info steps opened without a claim under way say so and lead to the apply page.
  { id: 'claimInfo', section: 'claims', address: '/pages/myClaim/info/index', session: 'signedIn', content: tid('claim-no-flow', 'claim-info-next', 'claim-submit') },
  { id: 'claimDetail', section: 'claims', address: '/pages/myClaim/detail/index?claimId={claimId}', session: 'signedIn', content: tid('claim-detail') },
  { id: 'claimUpdateInfo', section: 'claims', address: '/pages/myClaim/updateInfo/index?claimId={claimId}', session: 'signedIn', content: tid('claim-update', 'claim-update-not-now') },
  { id: 'claimGuideAccident', section: 'claims', address: '/pages/myClaim/tabDetail/accident/index', session: 'signedOut', content: tid('claim-guide-accident') },
  { id: 'claimGuideLabour', section: 'claims', address: '/pages/myClaim/tabDetail/labour/index', session: 'signedOut', content: tid('claim-guide-labour') },
  { id: 'claimGuideThlm', section: 'claims', address: '/pages/myClaim/tabDetail/thlm/index', session: 'signedOut', content: tid('claim-guide-thlm') },

  // Orders (the purchase wizard of each product; the product helper's order routes).
  { id: 'orderTps', section: 'orders', address: '/pages/order/tps/index', session: 'signedIn', content: ORDER_CONTENT, screenshot: 'orders' },
  { id: 'orderCar', section: 'orders', address: '/pages/order/car/index', session: 'signedIn', content: tid('order-car', 'order-car-empty') },
  { id: 'orderCarMts', section: 'orders', address: '/pages/order/car/mts/index', session: 'signedIn', content: ORDER_CONTENT },
  { id: 'orderEdh', section: 'orders', address: '/pages/order/edh/index', session: 'signedIn', content: ORDER_CONTENT },
  ...(['fhh', 'tds', 'thlm', 'tss'] as const).flatMap((code): SpecRoute[] => [
    { id: `order-${code}`, section: 'orders', address: `/pages/order/${code}/index`, session: 'signedIn', content: ORDER_CONTENT },
    { id: `order-${code}-other`, section: 'orders', address: `/pages/order/${code}/other/index`, session: 'signedIn', content: prefix('other-new-order', 'other-orders') },
  ]),

  // Renewals: the list, every code's renewal order and renewal detail, the paid pages.
  { id: 'renewalList', section: 'renewals', address: '/pages/order/renewal/index', session: 'signedIn', content: tid('renewal-list', 'renewal-list-empty'), screenshot: 'renewals' },
  ...RENEWAL_CODES.map((code): SpecRoute => ({
    id: `renewal-${code}`, section: 'renewals', address: withPolicy(`/pages/order/renewal/${code}/index`, code), session: 'signedIn', content: RENEWAL_CONTENT,
  })),
  ...RENEWAL_CODES.map((code): SpecRoute => ({
    id: `renewalDetail-${code}`, section: 'renewals', address: withPolicy(`/pages/order/renewalDetail/${code}/index`, code), session: 'signedIn', content: RENEWAL_CONTENT,
  })),
  ...RENEWAL_PAID_CODES.map((code): SpecRoute => ({
    id: `renewalPaid-${code}`, section: 'renewals', address: withPolicy(`/pages/order/renewal/${code}/paid/index`, code), session: 'signedIn',
    content: tid('renewal-no-payment', 'renewal-new-policy-no', 'renewal-retry-pay'),
  })),

  // Products (the product helper's routes and data).
  { id: 'shopCar', section: 'products', address: '/pages/shop/car/index', session: 'signedOut', content: tid('shop-car', 'shop-car-empty') },
  ...PRODUCT_PAGE_CODES.map((code): SpecRoute => ({
    id: `product-${code}`, section: 'products', address: `/pages/product/${code}/index`, session: 'signedOut', content: PRODUCT_CONTENT,
    ...(code === 'TPS' ? { screenshot: 'products' } : {}),
  })),
  // Adds people to an unfinished order; the demo user has none at first, so the page's own "no order" notice.
  { id: 'product-addInsured', section: 'products', address: '/pages/product/addInsured/index?productCode=TPS', session: 'signedIn', content: prefix('add-insured-', 'person-') },
  { id: 'product-business', section: 'products', address: '/pages/product/business/index', session: 'signedIn', content: tid('business-company', 'business-sent') },
  { id: 'product-plansDetail', section: 'products', address: '/pages/product/plansDetail/index?productCode=TPS', session: 'signedOut', content: tid('plans-compare') },
  { id: 'product-claimsDetail', section: 'products', address: '/pages/product/claimsDetail/index?productCode=TPS', session: 'signedOut', content: prefix('article-', 'articles-') },
  { id: 'productClaimsDetailCar', section: 'products', address: '/pages/product/claimsDetail/car/index', session: 'signedOut', content: prefix('car-claims') },
  { id: 'productClaimsDetailCarMtts', section: 'products', address: '/pages/product/claimsDetail/car/mtts/index', session: 'signedOut', content: prefix('mtts-claims') },
  // The motor sub-pages are steps of the motor order: they need a session (the landing pages do not).
  ...(['mtc', 'mtv'] as const).flatMap((car) => ['', 'carInfo/', 'information/', 'calculation/', 'declaration/'].map((sub): SpecRoute => ({
    id: `car-${car}-${sub.replace('/', '') || 'index'}`, section: 'products', address: `/pages/car/${car}/${sub}index`, session: sub ? 'signedIn' : 'signedOut',
    content: sub ? prefix('car-step-') : prefix('car-landing-'),
  }))),
  ...['', 'attention/', 'carInfo/', 'information/', 'userInfo/', 'plansDetail/'].map((sub): SpecRoute => ({
    id: `car-mts-${sub.replace('/', '') || 'index'}`, section: 'products', address: `/pages/car/mts/${sub}index`, session: sub && sub !== 'plansDetail/' ? 'signedIn' : 'signedOut',
    content: sub ? prefix('car-step-', 'plans-compare') : prefix('car-landing-'),
  })),
  { id: 'car-mta', section: 'products', address: '/pages/car/mta/index', session: 'signedOut', content: prefix('car-landing-') },
  { id: 'travel-personalInfo', section: 'travel', address: '/pages/travel/personalInfo/index?productCode=TPS', session: 'signedIn', content: prefix('travel-people', 'travel-person-') },
  { id: 'travel-claimsDetail', section: 'travel', address: '/pages/travel/claimsDetail/index?productCode=TPS', session: 'signedOut', content: prefix('travel-claims') },
  { id: 'travel-plansDetail', section: 'travel', address: '/pages/travel/plansDetail/index?productCode=TPS', session: 'signedOut', content: prefix('travel-plans', 'travel-buy-') },
  { id: 'travel-pdfFile', section: 'travel', address: '/pages/travel/pdfFile/index?productCode=TPS', session: 'signedOut', content: prefix('wording', 'travel-wording') },

  // Service.
  { id: 'serviceCoupon', section: 'service', address: '/pages/service/coupon/index', session: 'signedIn', content: tid('coupon-code'), screenshot: 'service-coupons' },
  { id: 'serviceCouponSelect', section: 'service', address: '/pages/service/couponSelect/index?b2cOrderId={tpsOrderId}&productCode=TPS', session: 'signedIn', content: tid('coupon-select-premium', 'coupon-select-none', 'coupon-select-no-order') },
  { id: 'serviceInvitation', section: 'service', address: '/pages/service/invitation/index', session: 'signedIn', content: tid('invitation-code') },
  { id: 'serviceRules', section: 'service', address: '/pages/service/rules/index', session: 'signedOut', content: '[data-testid^="rules-tab-"]' },
  { id: 'serviceWechatBinding', section: 'service', address: '/pages/service/wechatBinding/index', session: 'signedIn', content: tid('wechat-status') },
  { id: 'serviceActivity', section: 'service', address: '/pages/service/activity/index', session: 'signedOut', content: '[data-testid^="activity-"]:not([data-testid="activity-loading"]):not([data-testid="activity-error"])' },
  { id: 'serviceIntegral', section: 'service', address: '/pages/service/integral/index', session: 'signedIn', content: tid('points-balance') },
  { id: 'serviceLandMPay', section: 'service', address: '/pages/service/landMPay/index', session: 'signedOut', content: tid('land-shop') },

  // Service sectors.
  { id: 'serviceSector', section: 'serviceSector', address: '/pages/serviceSector/index', session: 'signedOut', content: tid('sector-outlets'), screenshot: 'service-sector' },
  { id: 'serviceSectorDetail', section: 'serviceSector', address: '/pages/serviceSector/detail/index?outlet=head', session: 'signedOut', content: tid('outlet-head-detail') },
  { id: 'serviceSectorMtts', section: 'serviceSector', address: '/pages/serviceSector/mtts/index', session: 'signedOut', content: tid('sector-mtts-hero') },
  { id: 'serviceSectorMttsDetail', section: 'serviceSector', address: '/pages/serviceSector/mtts/detail/index?productCode=MTV&type=clause&articleId=cover', session: 'signedOut', content: tid('sector-detail-article') },
  { id: 'serviceSectorThlm', section: 'serviceSector', address: '/pages/serviceSector/thlm/index', session: 'signedOut', content: tid('sector-thlm-hero') },
  { id: 'serviceSectorThlmDetail', section: 'serviceSector', address: '/pages/serviceSector/thlm/detail/index?productCode=TPS&type=faq&articleId=payment', session: 'signedOut', content: tid('sector-detail-article') },

  // Messages.
  { id: 'msgCenter', section: 'messages', address: '/pages/msgCenter/index', session: 'signedIn', content: tid('msg-kind-all'), screenshot: 'messages' },
  { id: 'msgList', section: 'messages', address: '/pages/msgCenter/msgList/index?kind=policyIssued', session: 'signedIn', content: '[data-testid^="msg-"]:not([data-testid="msg-list-loading"]):not([data-testid="msg-list-error"])' },

  // Downloads.
  { id: 'downloadBusiness', section: 'downloads', address: '/pages/download/business/index?productCode=TPS', session: 'signedOut', content: '[data-testid^="download-doc-"], [data-testid="download-clauses-empty"]' },
  { id: 'downloadText', section: 'downloads', address: '/pages/download/textDownload/index?productCode=TPS&type=clause&articleId=cover', session: 'signedOut', content: tid('text-download-article') },

  // System pages.
  { id: 'imagePreview', section: 'system', address: '/pages/system/imagePreview/index?src=data%3Aimage%2Fpng%3Bbase64%2CiVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII%3D', session: 'signedOut', content: tid('image-preview'), screenshot: 'system-image-preview' },
  { id: 'locationChooser', section: 'system', address: '/pages/system/locationChooser/index?callback=%2Fpages%2Fmine%2FuserInfo%2Findex&field=address', session: 'signedOut', content: tid('location-confirm') },
  { id: 'locationOpener', section: 'system', address: '/pages/system/locationOpener/index?lat=22.1987&lng=113.5439&name=Macau', session: 'signedOut', content: tid('location-opener'), screenshot: 'system-location-opener' },
];
