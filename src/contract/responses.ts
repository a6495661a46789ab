/**
 * The `data` each endpoint answers with, by endpoint id. The gateway's handlers return these and the
 * client's typed functions resolve to them, so a change here is checked on both sides.
 */
import type { EndpointId } from './endpoints.js';

export type FormData = Record<string, unknown>;

export interface UserInfo {
  userId: string;
  username: string | null;
  areaCode: string;
  phone: string;
  mail: string | null;
  grade: string;
  points: number;
}

export interface Draft {
  b2cOrderId: string;
  productCode: string;
  formData: FormData;
  /** The id of the wizard step the user last saved. */
  step: string | null;
  updatedAt: string;
}

export interface Quotation {
  quotationNo: string;
  premium: number;
  currency: string;
  /** Human-readable lines of how the premium was made (plan, area, band, persons). */
  breakdown: { label: string; amount: number }[];
}

export type OrderStatus = 'draft' | 'quoted' | 'priced' | 'paying' | 'paid' | 'failed';

export interface OrderSummary {
  b2cOrderId: string;
  productCode: string;
  status: OrderStatus;
  premium: number | null;
  currency: string;
  policyNo: string | null;
  commDate: string | null;
  expiryDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderDetail extends OrderSummary {
  formData: FormData;
  quotationNo: string | null;
  payOrderId: string | null;
  paidAt: string | null;
}

/** One entry of a reference list, named in the caller's language. */
export interface ReferenceItem {
  code: string;
  name: string;
  /** Secondary text (a block's district and its name in the other script). */
  description?: string;
}

/** An uploaded file as stored. */
export interface StoredFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

export interface EndpointData {
  'plat.i18n': string;
  'plat.funcSwitch': { banRoutes: string[]; banFunctions: string[] };
  'user.smsCode': { resendAfter: number };
  'login.submit': { token: string | null; user: UserInfo | null; hideRecommender?: boolean };
  'login.logout': { loggedOut: true };
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
  'order.selectUserOrderInfo': { total: number; items: OrderSummary[] };
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
