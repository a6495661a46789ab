/**
 * The `data` each endpoint answers with, by endpoint id. The gateway's handlers return these and the
 * client's typed functions resolve to them, so a change here is checked on both sides.
 */
import type { EndpointId } from './endpoints.js';
import type { AccountData } from './rows/account.js';
import type { CatalogData } from './rows/catalog.js';
import type { ClaimData } from './rows/claims.js';
import type { EngagementData } from './rows/engagement.js';
import type { PolicyServiceData } from './rows/policy-services.js';
import type { ThirdPartyData } from './rows/third-party.js';
import type { UserDataData } from './rows/user-data.js';

import type {
  CursorPage, FormData, UserInfo, Draft, Quotation, OrderSummary, OrderDetail, ReferenceItem, StoredFile,
} from './entities.js';

export type {
  CursorPage, FormData, UserInfo, Draft, Quotation, OrderKind, OrderStatus, OrderSummary, OrderDetail, PaymentRefund, RefundReason, ReferenceItem, StoredFile,
} from './entities.js';

export interface EndpointData
  extends AccountData, ThirdPartyData, UserDataData, CatalogData, PolicyServiceData, ClaimData, EngagementData {
  'plat.i18n': string;
  'plat.funcSwitch': { banRoutes: string[]; banFunctions: string[] };
  'user.smsCode': { resendAfter: number };
  'login.submit': { token: string | null; user: UserInfo | null; hideRecommender?: boolean };
  'login.logout': { loggedOut: true };
  'login.logoutAll': { loggedOut: true; sessionsEnded: number };
  'user.selectUserInfo': UserInfo;
  'product.init': { productCode: string; version: string; startDate: string; formDefaults: FormData };
  'order.create': Draft;
  'order.temporary': Draft | null;
  'order.tempDelete': { deleted: boolean };
  'order.tempSave': Draft;
  'order.againInfo': Draft;
  'order.getQuotation': Quotation;
  'order.release': { released: boolean };
  'order.premiumCalc': Quotation;
  'pay.createPayOrder': { payOrderId: string; payUrl: string; amount: number; currency: string };
  'order.selectUserOrderInfo': CursorPage<OrderSummary>;
  'order.detail': OrderDetail;
  'product.calculator': { premium: number; currency: string };
  'adapter.carBrandList': { items: ReferenceItem[] };
  'adapter.carModelList': { items: ReferenceItem[] };
  'adapter.mortgageList': { items: ReferenceItem[] };
  'adapter.queryBlockCode': { total: number; items: ReferenceItem[] };
  'plat.fileUpload': StoredFile;
  'plat.fileDownload': StoredFile & { content: string };
  'order.checkImage': { passed: true };
  'order.baseNow': { serverTime: number; iso: string };
  'order.calculationDate': { start: string; end: string; months: number | null; days: number | null };
}

/** Compile-time check that every endpoint has a data type and no data type lacks an endpoint. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const endpointDataCoversEveryRow: Exact<keyof EndpointData, EndpointId> = true;
