/**
 * The storefront's addresses, by route id: the one place a path is written. The route table (./route-table.ts)
 * takes each entry's path from here, and every link is built from here by {@link linkTo} (./link-to.ts), so a page
 * can link only to a route the table has, with the parameters its address asks for. Pure data: pages import it,
 * and it imports no page (the route table does, lazily).
 *
 * The addresses are the spec's (docs/spec/storefront-spec.md#2-screens-and-routes); the ids name what the page is
 * (`forbidden` for the spec's /pages/nothing/index, `bridge` for /pages/poxy/index).
 */
export const ROUTE_ADDRESSES = {
  // The core pages (./route-table.ts)
  home: '/',
  homeAlias: '/pages/home/index',
  shop: '/pages/shop/index',
  service: '/pages/service/index',
  mine: '/pages/mine/index',
  product: '/pages/product/:code/index',
  order: '/pages/order/:code/index',
  login: '/pages/login/index',
  smsLogin: '/pages/login/smsCode/index',
  myPolicy: '/pages/myPolicy/index',
  policyDetail: '/pages/myPolicy/detail/index',
  notFound: '/pages/error/404/index',
  forbidden: '/pages/nothing/index',
  desktopNotice: '/pages/pc/pcDirect/index',
  bridge: '/pages/poxy/index',
  // Products, orders, the motor and travel pages (./sections/products.ts)
  shopCar: '/pages/shop/car/index',
  productAddInsured: '/pages/product/addInsured/index',
  productBusiness: '/pages/product/business/index',
  productPlansDetail: '/pages/product/plansDetail/index',
  productClaimsDetail: '/pages/product/claimsDetail/index',
  productClaimsDetailCar: '/pages/product/claimsDetail/car/index',
  productClaimsDetailMtts: '/pages/product/claimsDetail/car/mtts/index',
  carLanding: '/pages/car/:code/index',
  carStep: '/pages/car/:code/:page/index',
  orderCar: '/pages/order/car/index',
  orderCarProduct: '/pages/order/car/:code/index',
  orderOther: '/pages/order/:code/other/index',
  travelPersonalInfo: '/pages/travel/personalInfo/index',
  travelClaimsDetail: '/pages/travel/claimsDetail/index',
  travelPlansDetail: '/pages/travel/plansDetail/index',
  travelPdfFile: '/pages/travel/pdfFile/index',
  // Login (./sections/login.ts)
  loginPwd: '/pages/login/loginPwd/index',
  loginForgotPwd: '/pages/login/forgotPwd/index',
  loginSetPwd: '/pages/login/setPwd/index',
  loginSetPwdLogin: '/pages/login/setPwd/login/index',
  // Mine (./sections/mine.ts)
  'mine.questions': '/pages/mine/questions/index',
  'mine.feedback': '/pages/mine/idea/index',
  'mine.myknowledge': '/pages/mine/myknowledge/index',
  'mine.myknowledgeDetail': '/pages/mine/myknowledge/detail/index',
  'mine.agreements': '/pages/mine/agreements/index',
  'mine.relatives': '/pages/mine/relatives/index',
  'mine.editRelatives': '/pages/mine/editRelatives/index',
  'mine.myCar': '/pages/mine/myCar/index',
  'mine.myService': '/pages/mine/myService/index',
  'mine.userInfo': '/pages/mine/userInfo/index',
  'mine.authName': '/pages/mine/authUser/index',
  'mine.authDocument': '/pages/mine/authUser2/index',
  'mine.authReview': '/pages/mine/authUser3/index',
  'mine.authResult': '/pages/mine/authResult/index',
  'mine.settings': '/pages/mine/set/index',
  'mine.updateName': '/pages/mine/set/updateName/index',
  'mine.userGrade': '/pages/mine/userGrade/index',
  'mine.gradeNotice': '/pages/mine/userGrade/gradeNotice/index',
  // Policies (./sections/policies.ts)
  policyEndorsement: '/pages/myPolicy/endorsement/index',
  policyVehicleEndt: '/pages/myPolicy/vehicleEndt/index',
  policyAddInformation: '/pages/myPolicy/addInformation/index',
  policyAddResult: '/pages/myPolicy/addInformation/addResult/index',
  // Renewals (./sections/renewals.ts)
  renewalList: '/pages/order/renewal/index',
  renewalDetail: '/pages/order/renewalDetail/:code/index',
  renewalOrder: '/pages/order/renewal/:code/index',
  renewalPaid: '/pages/order/renewal/:code/paid/index',
  // Claims (./sections/claims.ts)
  myClaim: '/pages/myClaim/index',
  claimRecords: '/pages/myClaim/records/index',
  claimApply: '/pages/myClaim/apply/index',
  claimType: '/pages/myClaim/claimType/index',
  claimInfo: '/pages/myClaim/info/index',
  claimDetail: '/pages/myClaim/detail/index',
  claimUpdateInfo: '/pages/myClaim/updateInfo/index',
  claimGuideAccident: '/pages/myClaim/tabDetail/accident/index',
  claimGuideLabour: '/pages/myClaim/tabDetail/labour/index',
  claimGuideThlm: '/pages/myClaim/tabDetail/thlm/index',
  // Service, service sectors, messages, downloads (./sections/service.ts)
  serviceCoupon: '/pages/service/coupon/index',
  serviceCouponSelect: '/pages/service/couponSelect/index',
  serviceInvitation: '/pages/service/invitation/index',
  serviceRules: '/pages/service/rules/index',
  serviceWechatBinding: '/pages/service/wechatBinding/index',
  serviceActivity: '/pages/service/activity/index',
  servicePoints: '/pages/service/integral/index',
  serviceLandMPay: '/pages/service/landMPay/index',
  serviceSector: '/pages/serviceSector/index',
  serviceSectorDetail: '/pages/serviceSector/detail/index',
  serviceSectorMtts: '/pages/serviceSector/mtts/index',
  serviceSectorMttsDetail: '/pages/serviceSector/mtts/detail/index',
  serviceSectorThlm: '/pages/serviceSector/thlm/index',
  serviceSectorThlmDetail: '/pages/serviceSector/thlm/detail/index',
  msgCenter: '/pages/msgCenter/index',
  msgList: '/pages/msgCenter/msgList/index',
  downloadBusiness: '/pages/download/business/index',
  downloadText: '/pages/download/textDownload/index',
  // System pages, scan and search (./sections/system.ts)
  imagePreview: '/pages/system/imagePreview/index',
  locationChooser: '/pages/system/locationChooser/index',
  locationOpener: '/pages/system/locationOpener/index',
  scan: '/pages/scan/index',
  search: '/pages/search/index',
  // Every other address: the 404 page
  fallback: '*',
} as const;

/** The id of a route of the storefront. */
export type RouteId = keyof typeof ROUTE_ADDRESSES;

/** The address pattern of route `Id`, as react-router matches it. */
export type RouteAddress<Id extends RouteId> = (typeof ROUTE_ADDRESSES)[Id];

/**
 * The first segments every storefront page's address starts with (home's `/` aside): what a link from outside
 * must look like before it is matched against the table.
 */
export const PAGES_PREFIX = '/pages/';
