/** Contract rows: Products and quotations: product and plan info, product lists, quotation queries, motor order helpers, THLM format, product details, campaigns. */
import type { EndpointDef } from '../endpoint-def.js';
import type { CursorPage, Draft, OrderSummary, Quotation } from '../entities.js';

export const catalogRows = {
  'product.planInfo': { method: 'POST', path: '/api/product/product/planInfo', access: 'optional' },
  'product.productInfo': { method: 'POST', path: '/api/product/product/productInfo', access: 'anonymous' },
  'product.productListQuotation': { method: 'GET', path: '/api/product/product/productListQuotation', access: 'anonymous' },
  'product.productListClaim': { method: 'GET', path: '/api/product/product/productListClaim', access: 'optional' },
  'order.queryQuotation': { method: 'POST', path: '/api/order/{product}/queryQuotation', access: 'session' },
  'adapter.coreQueryQuotation': { method: 'POST', path: '/api/adapter/policy/coreQueryQuotation', access: 'session' },
  'order.acceptTime': { method: 'POST', path: '/api/order/policy/acceptTime', access: 'optional' },
  'order.selectUserOrderInfoMTTS': { method: 'POST', path: '/api/order/policy/selectUserOrderInfoMTTS', access: 'session' },
  'order.createHaveInfo': { method: 'POST', path: '/api/order/MTS/createHaveInfo', access: 'session' },
  'order.haveMtts': { method: 'POST', path: '/api/order/MTV/haveMtts', access: 'session' },
  'product.getUserMTVList2': { method: 'POST', path: '/api/product/car/getUserMTVList2', access: 'session' },
  'product.selectUserMTVPol': { method: 'POST', path: '/api/product/car/selectUserMTVPol', access: 'session' },
  'product.thlmFormat': { method: 'GET', path: '/api/product/THLM/format', access: 'anonymous' },
  'product.getProductDetailsByType': { method: 'POST', path: '/api/product/explain/getProductDetailsByType', access: 'anonymous' },
  'adapter.haveAction': { method: 'POST', path: '/api/adapter/action/haveAction', access: 'anonymous' },
} as const satisfies Record<string, EndpointDef>;

/** A product as listed on a card. */
export interface ProductCard {
  code: string;
  name: string;
  names: Record<'tw' | 'cn' | 'en', string>;
  category: string;
  summary: string | null;
  currency: string;
  /** The "from" price: the cheapest quote for the product's typical case (or the tariff's smallest amount). */
  minimumPremium: number | null;
  /** What the "from" price assumes, in the caller's language (null when the product states no typical case). */
  fromAssumes: string | null;
  channels: string[];
}

export interface PlanEntry {
  code: string;
  name: string;
  names: Record<'tw' | 'cn' | 'en', string>;
  benefits: string | null;
  maxInsured: number | null;
  minimumPremium: number | null;
  /** The plan's covers from the product's benefit schedule (benefits.json), in the caller's language and the schedule's order. */
  covers: PlanCover[];
}

/** One cover of a plan: its name, what the limit is counted by, limit, excess and waiting period (amounts in the product's currency). */
export interface PlanCover {
  code: string;
  name: string;
  basis: string | null;
  limit: number;
  excess: number | null;
  waitingDays: number | null;
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface PlanInfo {
  productCode: string;
  currency: string;
  minimumPremium: number | null;
  /** What the "from" prices assume, in the caller's language (null when the product states no typical case). */
  fromAssumes: string | null;
  plans: PlanEntry[];
  areas: AreaEntry[];
}

/** An area of cover beside the plans: its name and what it covers in the caller's language (null when the product does not say). */
export interface AreaEntry extends NamedCode {
  covers: string | null;
}

export interface QuotationView extends Quotation {
  b2cOrderId: string;
  productCode: string;
  status: OrderSummary['status'];
  validUntil: string;
  valid: boolean;
}

export interface MotorOrderSummary extends OrderSummary {
  carCode: string | null;
  planCode: string | null;
}

export interface MotorPolicy {
  policyNo: string;
  b2cOrderId: string;
  productCode: string;
  planCode: string | null;
  planName: string | null;
  carCode: string | null;
  carBrand: string | null;
  carModel: string | null;
  commDate: string | null;
  expiryDate: string | null;
  premium: number | null;
  currency: string;
  inForce: boolean;
}

export interface FormatField {
  name: string;
  type: string;
  required: boolean;
  title: string;
}

export interface ProductArticle {
  articleId: string;
  title: string;
  content: string;
}

export interface CampaignAction {
  actionId: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}

/** The `data` each row of catalogRows answers with. */
export interface CatalogData {
  'product.planInfo': PlanInfo;
  'product.productInfo': ProductCard & { version: string; plans: PlanEntry[] };
  'product.productListQuotation': { items: ProductCard[] };
  'product.productListClaim': { items: { code: string; name: string; category: string; policiesInForce: number; policyNo: string | null }[] };
  'order.queryQuotation': QuotationView;
  'adapter.coreQueryQuotation': QuotationView;
  'order.acceptTime': {
    productCode: string;
    serverTime: string;
    macaoTime: string;
    rolloverHour: number;
    rolledOver: boolean;
    earliestStartDate: string;
    defaultEndDate: string | null;
    termMonths: number | null;
    order: { b2cOrderId: string; startDate: string | null; acceptable: boolean } | null;
  };
  'order.selectUserOrderInfoMTTS': CursorPage<MotorOrderSummary>;
  'order.createHaveInfo': Draft;
  'order.haveMtts': { carCode: string; hasPolicy: boolean; policyNo: string | null; b2cOrderId: string | null; expiryDate: string | null; offer: ProductCard | null };
  'product.getUserMTVList2': CursorPage<MotorPolicy>;
  'product.selectUserMTVPol': MotorPolicy & { carInfo: Record<string, unknown>; holderInfo: Record<string, unknown>; paidAt: string | null };
  'product.thlmFormat': {
    /** The product whose form this is: the one the travel service sector presents (product.json serviceSector thlm). */
    formCode: string;
    sourceProduct: string;
    steps: { id: string; title: string; fields: FormatField[] }[];
    plans: NamedCode[];
    areas: NamedCode[];
    premiumDue: number;
  };
  'product.getProductDetailsByType': { productCode: string; type: 'clause' | 'faq' | 'claimGuide'; items: ProductArticle[] };
  'adapter.haveAction': { active: boolean; actions: CampaignAction[] };
}
