/** Contract rows: Products and quotations: product and plan info, product lists, quotation queries, motor order helpers, THLM format, product details, campaigns. */
import type { EndpointDef } from '../endpoint-def.js';
import type { Draft, OrderSummary, Quotation } from '../entities.js';
import { none, obj, orderId, productCode, str } from './schema-parts.js';

/** A quotation number as the gateway hands it out (`Q-TPS-2026-000042`). */
const quotationNo = { type: 'string', pattern: '^Q-[A-Z]{2,5}-[0-9]{4}-[0-9]{6}$' };
/** A policy number as the gateway hands it out (`P-MTV-2026-000123`). */
const policyNo = { type: 'string', pattern: '^P-[A-Z]{2,5}-[0-9]{4}-[0-9]{6}$' };
/** The channels of schemas/channels.json plus the plain web. */
const channel = { type: 'string', enum: ['bank', 'telecom', 'payment', 'wechat', 'web'] };
const paging = {
  page: { type: 'integer', minimum: 1, maximum: 1000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50 },
};

export const catalogRows = {
  'product.planInfo': {
    method: 'POST', path: '/api/product/product/planInfo', access: 'anonymous',
    request: obj({ productCode }, ['productCode']),
    designed: 'The plans of a product from its product.json and rates.json. data: PlanInfo { productCode, currency, minimumPremium (the engine\'s minimumPremium of the whole tariff, "from MOP x"), plans: { code, name (caller\'s language), names { tw, cn, en }, benefits (the plan summary, caller\'s language, or null), maxInsured | null, minimumPremium (the tariff restricted to the plan\'s row) }[], areas: { code, name }[] (area names from dict.area.<code>) }. An unknown product is V00404.',
  },
  'product.productInfo': {
    method: 'POST', path: '/api/product/product/productInfo', access: 'anonymous',
    request: obj({ productCode }, ['productCode']),
    designed: 'One product as the product page shows it. data: ProductInfo = ProductCard { code, name, names, category (product.json line), summary, currency, minimumPremium, channels (where it is sold: the channels of schemas/channels.json and the plain web, less product.json channels.disabledIn and channels whose disables.products name it) } plus version and the plans of planInfo. An unknown product is V00404.',
  },
  'product.productListQuotation': {
    method: 'GET', path: '/api/product/product/productListQuotation', access: 'anonymous', request: obj({ channel }),
    designed: 'Products that can be quoted online: those on sale (manifest order) whose tariff gives a price, sold in the given channel (default web). data: { items: ProductCard[] }.',
  },
  'product.productListClaim': {
    method: 'GET', path: '/api/product/product/productListClaim', access: 'optional', request: none,
    designed: 'Products a claim can be made on: every product on sale (manifest order). Signed in, each says how many of the caller\'s paid policies of it are in force today (Macao time, gateway clock) and the first such policyNo, so the claim form can start from a policy. data: { items: { code, name, category, policiesInForce, policyNo | null }[] } (policiesInForce 0 and policyNo null when anonymous).',
  },
  'order.queryQuotation': {
    method: 'POST', path: '/api/order/{product}/queryQuotation', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'The quotation stored on one of the caller\'s orders of that product. data: QuotationView = Quotation plus { b2cOrderId, productCode, status, validUntil (ISO instant: the policy start date at 22:00 Macao time, after which the start date rolls past it, or the quotation day + 30 days for a product without a term), valid (validUntil is after the gateway clock) }. Someone else\'s order or an unknown one is V00404; an order without a quotation is V00409.',
  },
  'adapter.coreQueryQuotation': {
    method: 'POST', path: '/api/adapter/policy/coreQueryQuotation', access: 'session',
    request: obj({ quotationNo }, ['quotationNo']),
    designed: 'Looks a quotation up by its number in the core system (the gateway\'s orders): the caller\'s only; the number of a superseded quotation (the order was re-quoted or changed) or someone else\'s is V00404. data: QuotationView.',
  },
  'order.acceptTime': {
    method: 'POST', path: '/api/order/policy/acceptTime', access: 'optional',
    request: obj({ productCode, b2cOrderId: orderId }, ['productCode']),
    designed: 'When cover may start, by the gateway clock in Macao time (spec sections 5 and 9: from 22:00 the earliest start rolls to the next day). data: { productCode, serverTime (ISO instant), macaoTime (YYYY-MM-DDTHH:mm:ss), rolloverHour: 22, rolledOver, earliestStartDate, defaultEndDate (the product term from the earliest start, or null), termMonths | null, order: { b2cOrderId, startDate, acceptable (startDate not before earliestStartDate) } | null }. b2cOrderId (signed in only) names one of the caller\'s orders of the product; otherwise V00404.',
  },
  'order.selectUserOrderInfoMTTS': {
    method: 'POST', path: '/api/order/policy/selectUserOrderInfoMTTS', access: 'session',
    request: obj({ status: { type: 'string', enum: ['all', 'draft', 'quoted', 'paid', 'failed'] }, ...paging }),
    designed: 'The caller\'s motor orders (products whose line is motor: MTV, and MTTS where sold), newest first, filtered like selectUserOrderInfo. data: { total, items: MotorOrderSummary[] } = OrderSummary plus { carCode (normalised plate) | null, planCode | null }.',
  },
  'order.createHaveInfo': {
    method: 'POST', path: '/api/order/MTS/createHaveInfo', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'A new motor draft pre-filled from one of the caller\'s paid motor policies (b2cOrderId of the paid order): the product\'s new-order defaults (fresh term from today\'s start date, declarations unanswered) with planCode, carInfo, holderInfo and contactInfo copied. data: Draft. Not the caller\'s, not motor: V00404; not paid: V00409.',
  },
  'order.haveMtts': {
    method: 'POST', path: '/api/order/MTV/haveMtts', access: 'session',
    request: obj({ carCode: str(12), productCode }, ['carCode']),
    designed: 'Whether the caller already has a motor third-party policy in force today (every motor plan includes third-party liability) for the plate, and the companion product to offer for it: of productCode (the motor product being bought; unknown is V00404) or, without it, of every motor product on sale, the first of its product.json companionProducts on sale that the car has no policy in force of (MTV offers MTTS, the third-party top-up). The plate is normalised (spec section 5); an invalid plate is V00400. data: { carCode (normalised), hasPolicy, policyNo | null, b2cOrderId | null, expiryDate | null, offer: ProductCard | null }.',
  },
  'product.getUserMTVList2': {
    method: 'POST', path: '/api/product/car/getUserMTVList2', access: 'session', request: obj(paging),
    designed: 'The caller\'s motor policies (paid motor orders), newest first. data: { total, items: MotorPolicy[] }: { policyNo, b2cOrderId, productCode, planCode, planName, carCode, carBrand, carModel, commDate, expiryDate, premium, currency, inForce (today in Macao within the term) }.',
  },
  'product.selectUserMTVPol': {
    method: 'POST', path: '/api/product/car/selectUserMTVPol', access: 'session',
    request: obj({ policyNo }, ['policyNo']),
    designed: 'One of the caller\'s motor policies by policyNo. data: MotorPolicy plus { carInfo, holderInfo, paidAt }. Someone else\'s or unknown: V00404.',
  },
  'product.thlmFormat': {
    method: 'GET', path: '/api/product/THLM/format', access: 'anonymous', request: none,
    designed: 'The THLM order form\'s format, from the THLM product definition (schemas/products/THLM); were THLM withdrawn from sale, from the first travel product on sale instead, and sourceProduct says which. data: { formCode: \'THLM\', sourceProduct, steps: { id, title, fields: { name, type, required, title }[] }[], plans: { code, name }[], areas: { code, name }[], premiumDue (spec section 9 default 20000) }.',
  },
  'product.getProductDetailsByType': {
    method: 'POST', path: '/api/product/explain/getProductDetailsByType', access: 'anonymous',
    request: obj({ productCode, type: { type: 'string', enum: ['clause', 'faq', 'claimGuide'] } }, ['productCode', 'type']),
    designed: 'Explanation articles of a product: policy clauses, questions and answers, the claims guide. Seeded rich text (a small safe HTML subset: p, ul, li, strong) per language. data: { productCode, type, items: { articleId, title, content }[] } in the caller\'s language, in display order; an unknown product is V00404.',
  },
  'adapter.haveAction': {
    method: 'POST', path: '/api/adapter/action/haveAction', access: 'anonymous',
    request: obj({ productCode, channel }, ['productCode']),
    designed: 'Whether a marketing campaign runs for the product in the channel (default web) today in Macao by the gateway clock: campaigns with start_date <= today <= end_date, for that product or all, that channel or all. data: { active, actions: { actionId, title, description, startDate, endDate }[] } in the caller\'s language.',
  },
} as const satisfies Record<string, EndpointDef>;

/** A product as listed on a card. */
export interface ProductCard {
  code: string;
  name: string;
  names: Record<'tw' | 'cn' | 'en', string>;
  category: string;
  summary: string | null;
  currency: string;
  minimumPremium: number | null;
  channels: string[];
}

export interface PlanEntry {
  code: string;
  name: string;
  names: Record<'tw' | 'cn' | 'en', string>;
  benefits: string | null;
  maxInsured: number | null;
  minimumPremium: number | null;
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface PlanInfo {
  productCode: string;
  currency: string;
  minimumPremium: number | null;
  plans: PlanEntry[];
  areas: NamedCode[];
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
  'order.selectUserOrderInfoMTTS': { total: number; items: MotorOrderSummary[] };
  'order.createHaveInfo': Draft;
  'order.haveMtts': { carCode: string; hasPolicy: boolean; policyNo: string | null; b2cOrderId: string | null; expiryDate: string | null; offer: ProductCard | null };
  'product.getUserMTVList2': { total: number; items: MotorPolicy[] };
  'product.selectUserMTVPol': MotorPolicy & { carInfo: Record<string, unknown>; holderInfo: Record<string, unknown>; paidAt: string | null };
  'product.thlmFormat': {
    formCode: 'THLM';
    sourceProduct: string;
    steps: { id: string; title: string; fields: FormatField[] }[];
    plans: NamedCode[];
    areas: NamedCode[];
    premiumDue: number;
  };
  'product.getProductDetailsByType': { productCode: string; type: 'clause' | 'faq' | 'claimGuide'; items: ProductArticle[] };
  'adapter.haveAction': { active: boolean; actions: CampaignAction[] };
}
