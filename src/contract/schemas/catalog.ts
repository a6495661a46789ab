/** Request schemas of the catalogue rows (rows/catalog.ts): product and plan info, product lists, quotations, motor helpers, product details, campaigns. */
import { cursorPaging, none, obj, orderId, productCode, str } from './schema-parts.js';
import type { catalogRows } from '../rows/catalog.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

/** A quotation number as the gateway hands it out (`Q-TPS-2026-000042`). */
const quotationNo = { type: 'string', pattern: '^Q-[A-Z]{2,5}-[0-9]{4}-[0-9]{6}$' } as const;
/** A policy number as the gateway hands it out (`P-MTV-2026-000123`). */
const policyNo = { type: 'string', pattern: '^P-[A-Z]{2,5}-[0-9]{4}-[0-9]{6}$' } as const;
/** The channels of schemas/channels.json plus the plain web. */
const channel = { type: 'string', enum: ['bank', 'telecom', 'payment', 'wechat', 'web'] } as const;

export const catalogSchemas = {
  'product.planInfo': {
    request: obj({ productCode, b2cOrderId: orderId }, ['productCode']),
    designed: 'The plans of a product from its product.json and rates.json: the version on sale, or with b2cOrderId (signed in only: one of the caller\'s orders of the product, otherwise V00404) the version that order was made under, so a policy shows the covers it was bought with. data: PlanInfo { productCode, currency, minimumPremium (the engine\'s fromPremium, "from MOP x": the cheapest plan\'s quote for product.json fromPrice, the typical case, on the policy start date; without one the tariff\'s smallest amount), fromAssumes (fromPrice.assumes in the caller\'s language, or null), plans: { code, name (caller\'s language), names { tw, cn, en }, benefits (the plan summary, caller\'s language, or null), maxInsured | null, minimumPremium (the plan\'s quote for the typical case, null when plans do not select the tariff\'s rows), covers: { code, name, basis | null, limit, excess | null, waitingDays | null }[] (the plan\'s covers from the product\'s benefits.json, in its order and the caller\'s language; amounts in the product\'s currency) }[], areas: { code, name, covers }[] (area names from dict.area.<code>, covers: the countries and regions the area covers from product.json areas[].covers in the caller\'s language, or null) }. An unknown product is V00404.',
  },
  'product.productInfo': {
    request: obj({ productCode }, ['productCode']),
    designed: 'One product as the product page shows it. data: ProductInfo = ProductCard { code, name, names, category (product.json line), summary, currency, minimumPremium and fromAssumes as in planInfo, channels (where it is sold: the channels of schemas/channels.json and the plain web, less product.json channels.disabledIn and channels whose disables.products name it) } plus version and the plans of planInfo. An unknown product is V00404.',
  },
  'product.productListQuotation': {
    request: obj({ channel }),
    designed: 'Products that can be quoted online: those on sale (manifest order) whose tariff gives a price, sold in the given channel (default web). data: { items: ProductCard[] }.',
  },
  'product.productListClaim': {
    request: none,
    designed: 'Products a claim can be made on: every product on sale (manifest order). Signed in, each says how many of the caller\'s paid policies of it are in force today (Macao time, gateway clock) and the first such policyNo, so the claim form can start from a policy. data: { items: { code, name, category, policiesInForce, policyNo | null }[] } (policiesInForce 0 and policyNo null when anonymous).',
  },
  'order.queryQuotation': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'The quotation stored on one of the caller\'s orders of that product. data: QuotationView = Quotation plus { b2cOrderId, productCode, status, validUntil (ISO instant: the policy start date at 22:00 Macao time, after which the start date rolls past it, or the quotation day + 30 days for a product without a term), valid (validUntil is after the gateway clock) }. Someone else\'s order or an unknown one is V00404; an order without a quotation is V00409.',
  },
  'adapter.coreQueryQuotation': {
    request: obj({ quotationNo }, ['quotationNo']),
    designed: 'Looks a quotation up by its number in the core system (the gateway\'s orders): the caller\'s only; the number of a superseded quotation (the order was re-quoted or changed) or someone else\'s is V00404. data: QuotationView.',
  },
  'order.acceptTime': {
    request: obj({ productCode, b2cOrderId: orderId }, ['productCode']),
    designed: 'When cover may start, by the gateway clock in Macao time (docs/spec/storefront-spec.md#dates: from 22:00 the earliest start rolls to the next day). data: { productCode, serverTime (ISO instant), macaoTime (YYYY-MM-DDTHH:mm:ss), rolloverHour: 22, rolledOver, earliestStartDate, defaultEndDate (the product term from the earliest start, or null), termMonths | null, order: { b2cOrderId, startDate, acceptable (startDate not before earliestStartDate) } | null }. b2cOrderId (signed in only) names one of the caller\'s orders of the product; otherwise V00404.',
  },
  'order.selectUserOrderInfoMTTS': {
    request: obj({ status: { type: 'string', enum: ['all', 'draft', 'quoted', 'paid', 'failed'] }, ...cursorPaging }),
    designed: 'The caller\'s motor orders (products whose line is motor: MTV, and MTTS where sold), newest first, filtered like selectUserOrderInfo. data: { total, items: MotorOrderSummary[], nextCursor } (CursorPage); MotorOrderSummary = OrderSummary plus { carCode (normalised plate) | null, planCode | null }.',
  },
  'order.createHaveInfo': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'A new motor draft pre-filled from one of the caller\'s paid motor policies (b2cOrderId of the paid order): the product\'s new-order defaults (fresh term from today\'s start date, declarations unanswered) with planCode, carInfo, holderInfo and contactInfo copied. data: Draft. Not the caller\'s, not motor: V00404; not paid: V00409.',
  },
  'order.haveMtts': {
    request: obj({ carCode: str(12), productCode }, ['carCode']),
    designed: 'Whether the caller already has a motor third-party policy in force today (every motor plan includes third-party liability) for the plate, and the companion product to offer for it: of productCode (the motor product being bought; unknown is V00404) or, without it, of every motor product on sale, the first of its product.json companionProducts on sale that the car has no policy in force of (MTV offers MTTS, the third-party top-up). The plate is normalised (docs/spec/storefront-spec.md#macao-licence-plate); an invalid plate is V00400. data: { carCode (normalised), hasPolicy, policyNo | null, b2cOrderId | null, expiryDate | null, offer: ProductCard | null }.',
  },
  'product.getUserMTVList2': {
    request: obj(cursorPaging),
    designed: 'The caller\'s motor policies (paid motor orders), newest first. data: { total, items: MotorPolicy[], nextCursor } (CursorPage); MotorPolicy: { policyNo, b2cOrderId, productCode, planCode, planName, carCode, carBrand, carModel, commDate, expiryDate, premium, currency, inForce (today in Macao within the term) }.',
  },
  'product.selectUserMTVPol': {
    request: obj({ policyNo }, ['policyNo']),
    designed: 'One of the caller\'s motor policies by policyNo. data: MotorPolicy plus { carInfo, holderInfo, paidAt }. Someone else\'s or unknown: V00404.',
  },
  'product.thlmFormat': {
    request: none,
    designed: 'The travel order form\'s format, from the definition of the product the travel service sector presents (product.json serviceSector thlm: schemas/products/THLM); were none on sale, from the first travel product on sale instead. formCode and sourceProduct name the product read. data: { formCode, sourceProduct, steps: { id, title, fields: { name, type, required, title }[] }[], plans: { code, name }[], areas: { code, name }[], premiumDue (docs/spec/storefront-spec.md#9-business-constants-and-limits: default 20000) }.',
  },
  'product.getProductDetailsByType': {
    request: obj({ productCode, type: { type: 'string', enum: ['clause', 'faq', 'claimGuide'] } }, ['productCode', 'type']),
    designed: 'Explanation articles of a product: policy clauses, questions and answers, the claims guide. Seeded rich text (a small safe HTML subset: p, ul, li, strong) per language. data: { productCode, type, items: { articleId, title, content }[] } in the caller\'s language, in display order; an unknown product is V00404.',
  },
  'adapter.haveAction': {
    request: obj({ productCode, channel }, ['productCode']),
    designed: 'Whether a marketing campaign runs for the product in the channel (default web) today in Macao by the gateway clock: campaigns with start_date <= today <= end_date, for that product or all, that channel or all. data: { active, actions: { actionId, title, description, startDate, endDate }[] } in the caller\'s language.',
  },
} satisfies Record<keyof typeof catalogRows, EndpointSchemaDef>;
