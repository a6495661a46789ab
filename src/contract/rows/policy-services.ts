/** Contract rows: Services on a policy: renewals (MTS and others) and endorsements. */
import type { EndpointDef } from '../endpoint-def.js';
import type { FormData, OrderStatus, Quotation } from '../entities.js';

/** The kinds of change an endorsement makes to a policy. */
export const ENDT_TYPES = ['contact', 'vehicle', 'name'] as const;
export type EndtType = (typeof ENDT_TYPES)[number];

export const policyServiceRows = {
  'renewal.list': { method: 'POST', path: '/api/order/renewal/list', access: 'session' },
  'renewal.detail': { method: 'POST', path: '/api/order/renewal/detail', access: 'session' },
  'renewal.haveMts': { method: 'POST', path: '/api/order/renewal/haveMts', access: 'session' },
  'renewal.updateAndSaveMts': { method: 'POST', path: '/api/adapter/renewal/updateAndSaveMts', access: 'session' },
  'renewal.premiumCalc': { method: 'POST', path: '/api/adapter/renewal/premium_calc', access: 'session' },
  'endt.check': { method: 'POST', path: '/api/order/endt/check', access: 'session' },
  'endt.premiumCalc': { method: 'POST', path: '/api/order/endt/premium_calc', access: 'session' },
  'endt.submit': { method: 'POST', path: '/api/order/endt/submit', access: 'session' },
  'endt.list': { method: 'POST', path: '/api/order/endt/list', access: 'session' },
  'policy.addInformation': { method: 'POST', path: '/api/order/policy/addInformation', access: 'session' },
  'policy.informationList': { method: 'POST', path: '/api/order/policy/informationList', access: 'session' },
} as const satisfies Record<string, EndpointDef>;

/** A policy of the caller inside its renewal window. */
export interface RenewablePolicy {
  b2cOrderId: string;
  productCode: string;
  policyNo: string | null;
  commDate: string;
  expiryDate: string;
  dueDate: string;
  lastRenewalDate: string;
  daysToExpiry: number;
  renewalOrderId: string | null;
  renewalStatus: OrderStatus | null;
}

export interface RenewalOffer {
  policy: RenewablePolicy;
  commDate: string;
  expiryDate: string;
  premium: number;
  currency: string;
  breakdown: Quotation['breakdown'];
  formData: FormData;
  /** What the current term cost, to compare the offer with; null when the policy has no premium stored. */
  previousPremium: number | null;
  /** The rating inputs whose breakdown line changed since the current term (by label): why the premium moved. */
  premiumChanges: { label: string; kind: Quotation['breakdown'][number]['kind']; before: number | null; after: number | null }[];
}

export interface RenewalOrder {
  b2cOrderId: string;
  policyOrderId: string;
  productCode: string;
  status: OrderStatus;
  commDate: string | null;
  expiryDate: string | null;
  formData: FormData;
  quotation: Quotation;
}

export type EndtValue = string | number | Record<string, string>;

export interface EndtChange {
  field: string;
  value: EndtValue;
}

export interface EndtCheck {
  b2cOrderId: string;
  endtType: EndtType;
  fields: string[];
  currentValues: Record<string, unknown>;
  effectiveDate: string;
  expiryDate: string;
  remainingDays: number;
}

export interface EndtPremium {
  premiumDifference: number;
  currency: string;
  oldPremium: number;
  newPremium: number;
  remainingDays: number;
  termDays: number;
  effectiveDate: string;
}

export type EndtStatus = 'applied' | 'awaitingPayment' | 'cancelled';

export interface Endorsement {
  endtNo: string;
  b2cOrderId: string;
  endtType: EndtType;
  changes: EndtChange[];
  premiumDifference: number;
  currency: string;
  status: EndtStatus;
  endtOrderId: string | null;
  effectiveDate: string;
  createdAt: string;
  appliedAt: string | null;
}

/** Information the insurer asked for, added to a policy (policy.addInformation). */
export interface InformationSubmission {
  submissionId: string;
  b2cOrderId: string;
  fileCount: number;
  submittedAt: string;
}

/** A file of an information submission. */
export interface InformationFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

/** A submission as policy.informationList lists it. */
export interface InformationSubmissionDetail extends InformationSubmission {
  note: string | null;
  files: InformationFile[];
}

/** The `data` each row of policyServiceRows answers with. */
export interface PolicyServiceData {
  'renewal.list': { items: RenewablePolicy[] };
  'renewal.detail': RenewalOffer;
  'renewal.haveMts': { have: boolean; items: RenewablePolicy[] };
  'renewal.updateAndSaveMts': RenewalOrder;
  'renewal.premiumCalc': RenewalOrder;
  'endt.check': EndtCheck;
  'endt.premiumCalc': EndtPremium;
  'endt.submit': Endorsement;
  'endt.list': { items: Endorsement[] };
  'policy.addInformation': InformationSubmission;
  'policy.informationList': { items: InformationSubmissionDetail[] };
}
