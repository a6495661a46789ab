/**
 * Handlers of the contract rows in src/contract/rows/catalog.ts: product and plan info and the
 * product lists from the registry, the stored quotation of an order, when cover may start, the
 * motor helpers (the caller's motor orders and policies, a new order pre-filled from a policy, the
 * third-party check of a plate), the THLM form format, product articles and running campaigns.
 */
import { TIP_CODES } from '../../contract/index.js';
import type { catalogRows, QuotationView } from '../../contract/rows/catalog.js';
import {
  normalizePlate, ROLLOVER_HOUR, termDates, termStartingOn, type JsonSchema, type ProductBundle,
} from '../../engine/index.js';
import { addDays, macaoDateTime, macaoStartDate, macaoToday } from '../calendar/macao-clock.js';
import { carInfoOf, motorProductCodes, plateOf, toMotorOrder, toMotorPolicy } from './motor-orders.js';
import { areaNames, planInfo, planNames, productCard, productInfo, salesChannels } from './product-views.js';
import { findUserPolicy, userPoliciesInForce } from './user-product-orders.js';
import { bundleAtVersion } from './product-versions.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField, notFound, orderStateConflict } from '../gateway-error.js';
import { formDefaults } from '../orders/form-defaults.js';
import { orderFormData, toDraft, toQuotation } from '../orders/order-views.js';
import { termOf } from '../orders/policy-term.js';
import { runningCampaigns } from './campaigns.repo.js';
import { findUserOrder, insertOrder, listUserOrders, type OrderRow } from '../orders/orders.repo.js';
import { productDetails } from './product-details.repo.js';
import { findUserOrderByQuotation } from '../orders/quotations.repo.js';
import type { ProductDetailType } from './catalog.table.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';
import { listWindow, nextCursor } from '../handlers/list-cursor.js';
import { DEFAULT_PAGE_SIZE, STATUS_FILTERS } from '../orders/my-policies.handlers.js';
import { inLang } from '../i18n/column-in-lang.js';
import { newDraftRow } from '../orders/new-draft-row.js';

/** How long a quotation holds for a product without a policy term, in days from the quotation. */
export const QUOTATION_VALID_DAYS = 30;
/** The travel order form default premiumDue (docs/spec/storefront-spec.md#9-business-constants-and-limits). */
export const THLM_PREMIUM_DUE = 20000;
/** The fields a motor order copies from the policy it is made from. */
const COPIED_MOTOR_FIELDS = ['planCode', 'carInfo', 'holderInfo', 'contactInfo'] as const;

type Row = Record<string, unknown>;

/** The instant `date` (YYYY-MM-DD) reaches `hour`:00 in Macao (UTC+8), as an ISO string. */
function macaoInstant(date: string, hour: number): string {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString();
}

export function catalogHandlers(context: GatewayContext): HandlersFor<typeof catalogRows> {
  const { db, catalog, translator, now } = context;
  const { registry } = catalog;

  const productFor = (code: string | undefined): ProductBundle => {
    const bundle = code === undefined ? undefined : registry.get(code);
    if (!bundle) throw notFound();
    return bundle;
  };

  const quotationView = (row: OrderRow): QuotationView => {
    if (row.quotation_no === null || row.premium === null) {
      throw new GatewayError(409, TIP_CODES.conflict, 'gateway.catalog.noQuotation', {}, 'E', { status: row.status });
    }
    // The quotation holds while its start date is still the earliest start or later: until 22:00 Macao time that day.
    const validUntil = row.comm_date !== null
      ? macaoInstant(row.comm_date, ROLLOVER_HOUR)
      : macaoInstant(addDays(macaoToday(new Date(row.updated_at)), QUOTATION_VALID_DAYS), 0);
    return {
      ...toQuotation(row), b2cOrderId: row.b2c_order_id, productCode: row.product_code, status: row.status,
      validUntil, valid: now().toISOString() < validUntil,
    };
  };

  /** The caller's paid motor order with this id; 404 for anything not a motor order of theirs, 409 unpaid. */
  const ownPaidMotorOrder = async (userId: string, b2cOrderId: string): Promise<OrderRow> => {
    const row = await findUserOrder(db, userId, b2cOrderId);
    if (!row || !motorProductCodes(registry).includes(row.product_code)) throw notFound();
    if (row.status !== 'paid') throw orderStateConflict(row.status);
    return row;
  };

  /**
   * The companion product (product.json companionProducts) to offer for a car: of the named motor product,
   * or of every motor product on sale; the first one on sale that the car has no policy in force of.
   */
  const companionOffered = (productCode: string | undefined, heldOnCar: ReadonlySet<string>): ProductBundle | undefined => {
    const buying = productCode === undefined ? motorProductCodes(registry) : [productFor(productCode).definition.code];
    const companions = buying.flatMap((code) => registry.get(code)?.definition.companionProducts ?? []);
    return companions.filter((code) => !heldOnCar.has(code)).map((code) => registry.get(code)).find((bundle) => bundle !== undefined);
  };

  /**
   * The product as the caller's order of it was made: the plans and covers it was bought with, not today's.
   * A version recorded before benefits were versioned shows the current covers, the only ones known.
   */
  const orderedBundle = async (userId: string | undefined, productCode: string, b2cOrderId: string): Promise<ProductBundle> => {
    const row = userId === undefined ? undefined : await findUserOrder(db, userId, b2cOrderId);
    if (!row || row.product_code !== productCode) throw notFound();
    const current = registry.get(productCode);
    const ordered = (await bundleAtVersion(db, registry, productCode, row.product_hash)) ?? current;
    if (!ordered) throw notFound();
    return ordered.benefits === undefined ? { ...ordered, benefits: current?.benefits } : ordered;
  };

  return {
    'product.planInfo': async ({ payload, user, lang }) => {
      const bundle = payload.b2cOrderId === undefined
        ? productFor(payload.productCode as string)
        : await orderedBundle(user?.user_id, payload.productCode as string, payload.b2cOrderId as string);
      return planInfo(bundle, bundle.benefits, lang, translator, macaoStartDate(now()));
    },

    'product.productInfo': async ({ payload, lang }) => {
      const bundle = productFor(payload.productCode as string);
      return productInfo(bundle, bundle.benefits, lang, macaoStartDate(now()));
    },

    'product.productListQuotation': async ({ payload, lang }) => {
      const channel = (payload.channel as string | undefined) ?? 'web';
      const start = macaoStartDate(now());
      const items = registry.list()
        .filter((bundle) => salesChannels(bundle).includes(channel))
        .map((bundle) => productCard(bundle, lang, start))
        .filter((card) => card.minimumPremium !== null);
      return { items };
    },

    'product.productListClaim': async ({ user, lang }) => {
      const today = macaoToday(now());
      const held = user ? await userPoliciesInForce(db, user.user_id, registry.codes(), today) : [];
      return {
        items: registry.list().map(({ definition }) => {
          const policies = held.filter((row) => row.product_code === definition.code);
          return {
            code: definition.code, name: definition.titles[lang], category: definition.line,
            policiesInForce: policies.length, policyNo: policies[0]?.policy_no ?? null,
          };
        }),
      };
    },

    'order.queryQuotation': async (call) => {
      const bundle = productFor(call.params.product);
      const row = await findUserOrder(db, callUser(call).user_id, call.payload.b2cOrderId as string);
      if (!row || row.product_code !== bundle.definition.code) throw notFound();
      return quotationView(row);
    },

    'adapter.coreQueryQuotation': async (call) => {
      const row = await findUserOrderByQuotation(db, callUser(call).user_id, call.payload.quotationNo as string);
      if (!row) throw notFound();
      return quotationView(row);
    },

    'order.acceptTime': async ({ payload, user }) => {
      const bundle = productFor(payload.productCode as string);
      const at = now();
      const earliestStartDate = macaoStartDate(at);
      const term = termOf(bundle);
      const defaultEndDate = term ? termDates(term, termStartingOn(term, {}, earliestStartDate)).end : null;
      let order = null;
      if (payload.b2cOrderId !== undefined) {
        const row = user ? await findUserOrder(db, user.user_id, payload.b2cOrderId as string) : undefined;
        if (!row || row.product_code !== bundle.definition.code) throw notFound();
        const startDate = term ? termDates(term, orderFormData(row)).start : null;
        order = { b2cOrderId: row.b2c_order_id, startDate, acceptable: startDate !== null && startDate >= earliestStartDate };
      }
      return {
        productCode: bundle.definition.code,
        serverTime: at.toISOString(),
        macaoTime: macaoDateTime(at),
        rolloverHour: ROLLOVER_HOUR,
        rolledOver: earliestStartDate !== macaoToday(at),
        earliestStartDate,
        defaultEndDate,
        termMonths: term?.months ?? null,
        order,
      };
    },

    'order.selectUserOrderInfoMTTS': async (call) => {
      const status = (call.payload.status as keyof typeof STATUS_FILTERS | undefined) ?? 'all';
      const page = await listUserOrders(db, callUser(call).user_id, STATUS_FILTERS[status], listWindow(call.payload, DEFAULT_PAGE_SIZE), motorProductCodes(registry));
      return { total: page.total, items: page.rows.map(toMotorOrder), nextCursor: nextCursor(page) };
    },

    'order.createHaveInfo': async (call) => {
      const userId = callUser(call).user_id;
      const source = await ownPaidMotorOrder(userId, call.payload.b2cOrderId as string);
      const bundle = productFor(source.product_code);
      const at = now();
      const copied = orderFormData(source);
      const formData = { ...formDefaults(bundle, catalog.composedSchema(bundle.definition.code), at) };
      for (const field of COPIED_MOTOR_FIELDS) if (field in copied) formData[field] = structuredClone(copied[field]);
      const row = newDraftRow(bundle, userId, formData, at, call.channel);
      await insertOrder(db, row);
      return toDraft(row);
    },

    'order.haveMtts': async (call) => {
      const carCode = normalizePlate(call.payload.carCode as string);
      if (carCode === null) throw invalidField({ path: 'carCode', name: 'carCode', labelKey: null, keyword: 'format' }, 'gateway.catalog.plate');
      const policies = await userPoliciesInForce(db, callUser(call).user_id, motorProductCodes(registry), macaoToday(now()));
      const onPlate = policies.filter((row) => plateOf(row) === carCode);
      const policy = onPlate[0];
      const offer = companionOffered(call.payload.productCode as string | undefined, new Set(onPlate.map((row) => row.product_code)));
      return {
        carCode, hasPolicy: policy !== undefined, policyNo: policy?.policy_no ?? null,
        b2cOrderId: policy?.b2c_order_id ?? null, expiryDate: policy?.expiry_date ?? null,
        offer: offer ? productCard(offer, call.lang, macaoStartDate(now())) : null,
      };
    },

    'product.getUserMTVList2': async (call) => {
      const page = await listUserOrders(db, callUser(call).user_id, ['paid'], listWindow(call.payload, DEFAULT_PAGE_SIZE), motorProductCodes(registry));
      const today = macaoToday(now());
      return { total: page.total, items: page.rows.map((row) => toMotorPolicy(row, registry, call.lang, today)), nextCursor: nextCursor(page) };
    },

    'product.selectUserMTVPol': async (call) => {
      const row = await findUserPolicy(db, callUser(call).user_id, call.payload.policyNo as string);
      if (!row || !motorProductCodes(registry).includes(row.product_code)) throw notFound();
      const holderInfo = orderFormData(row).holderInfo;
      return {
        ...toMotorPolicy(row, registry, call.lang, macaoToday(now())),
        carInfo: carInfoOf(row),
        holderInfo: typeof holderInfo === 'object' && holderInfo !== null ? (holderInfo as Row) : {},
        paidAt: row.paid_at,
      };
    },

    'product.thlmFormat': async ({ lang }) => {
      const bundle = registry.list().find(({ definition }) => definition.serviceSector === 'thlm')
        ?? registry.list().find(({ definition }) => definition.line === 'travel');
      if (!bundle) throw notFound();
      const composed = catalog.composedSchema(bundle.definition.code);
      const properties = (composed.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set(Array.isArray(composed.required) ? (composed.required as string[]) : []);
      return {
        formCode: bundle.definition.code,
        sourceProduct: bundle.definition.code,
        steps: bundle.definition.steps.map((step) => ({
          id: step.id,
          title: step.titles[lang],
          fields: step.fields.map((name) => {
            const schema = properties[name] ?? {};
            const title = typeof schema.title === 'string' ? schema.title : `field.${name}`;
            return { name, type: typeof schema.type === 'string' ? schema.type : 'object', required: required.has(name), title: translator.t(lang, title) };
          }),
        })),
        plans: planNames(bundle, lang),
        areas: areaNames(bundle, lang, translator),
        premiumDue: THLM_PREMIUM_DUE,
      };
    },

    'product.getProductDetailsByType': async ({ payload, lang }) => {
      const bundle = productFor(payload.productCode as string);
      const type = payload.type as ProductDetailType;
      const rows = await productDetails(db, bundle.definition.code, type);
      return {
        productCode: bundle.definition.code,
        type,
        items: rows.map((row) => ({ articleId: row.article_id, title: inLang(row, 'title', lang), content: inLang(row, 'content', lang) })),
      };
    },

    'adapter.haveAction': async ({ payload, lang }) => {
      const bundle = productFor(payload.productCode as string);
      const channel = (payload.channel as string | undefined) ?? 'web';
      const rows = await runningCampaigns(db, bundle.definition.code, channel, macaoToday(now()));
      return {
        active: rows.length > 0,
        actions: rows.map((row) => ({
          actionId: row.campaign_id, title: inLang(row, 'title', lang), description: inLang(row, 'description', lang),
          startDate: row.start_date, endDate: row.end_date,
        })),
      };
    },
  };
}
