/** Gateway answers of the renewal rows, shaped as tests/api/policy-services/renewal.test.ts shows them. */
import type { DetectedChannel } from '../../../src/engine/index.js';

export const webChannel = (): DetectedChannel => ({ channel: 'web', mobile: true, disables: { tabs: [], functions: [], products: [] } });
export const bankChannel = (): DetectedChannel => ({ channel: 'bank', mobile: true, disables: { tabs: ['mine'], functions: ['coupons', 'points', 'renewal'], products: ['THL'] } });

export const mtvPolicy = {
  b2cOrderId: 'ORD-P1', productCode: 'MTV', policyNo: 'P-MTV-2026-000001', commDate: '2026-03-10', expiryDate: '2027-03-09',
  dueDate: '2027-03-09', lastRenewalDate: '2027-04-08', daysToExpiry: 17, renewalOrderId: null, renewalStatus: null,
};

/** An annual travel policy, lapsed ten days ago (a one-trip cover is not renewed). */
export const tptPolicy = {
  b2cOrderId: 'ORD-T1', productCode: 'TPT', policyNo: 'P-TPT-2025-000003', commDate: '2025-03-17', expiryDate: '2026-03-16',
  dueDate: '2026-03-16', lastRenewalDate: '2026-04-15', daysToExpiry: -10, renewalOrderId: null, renewalStatus: null,
};

const holderInfo = {
  englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1985-04-20',
  mobilePhoneNo: { code: '853', 853: '66123456' }, address: 'Rua do Campo 10, Macau', mail: 'chan.tai.man@example.com',
};

export const mtvOffer = {
  policy: mtvPolicy, commDate: '2027-03-10', expiryDate: '2028-03-09', premium: 3456.5, currency: 'MOP',
  breakdown: [{ label: 'rating.base', amount: 3456.5, kind: 'money' as const }],
  formData: { planCode: 'COMP', basicInfo: { startDate: '2027-03-10' }, holderInfo, contactInfo: { mobilePhoneNo: { code: '853', 853: '66123456' } } },
  previousPremium: 3456.5, premiumChanges: [],
};

/** The demo's motor renewal: 9,030 -> 9,632 because the car moved into the next vehicle-age band. */
export const risenOffer = {
  ...mtvOffer, premium: 9632, previousPremium: 9030,
  breakdown: [
    { label: 'rating.base', amount: 8600, kind: 'money' as const }, { label: 'rating.vehicleAge', amount: 1.12, kind: 'factor' as const },
    { label: 'rating.usage', amount: 1, kind: 'factor' as const },
  ],
  premiumChanges: [{ label: 'rating.vehicleAge', kind: 'factor' as const, before: 1.05, after: 1.12 }],
};

export const tptOffer = {
  policy: tptPolicy, commDate: '2026-03-26', expiryDate: '2027-03-25', premium: 180, currency: 'MOP', breakdown: [], previousPremium: 180, premiumChanges: [],
  formData: { planCode: 'BRONZE', commDate: '2026-03-26', expiryDate: '2027-03-25', policyHolderInfo: holderInfo },
};

/** The envelope renewal.detail answers (the page reads it whole to tell refusals from failures). */
export const ok = <T>(data: T) => ({ succ: true, tipCode: '000000', tipType: null, tipMsg: null, data });
export const refused = (tipMsg: string) => ({ succ: false, tipCode: 'B00409', tipType: 'E', tipMsg, data: null });

export const renewalOrder = (productCode: string, policyOrderId: string, status: string, premium: number) => ({
  b2cOrderId: 'ORD-R1', policyOrderId, productCode, status, commDate: '2027-03-10', expiryDate: '2028-03-09', formData: {},
  quotation: { quotationNo: 'Q-R1', premium, currency: 'MOP', breakdown: [{ label: 'rating.base', amount: premium }] },
});

export const payOrder = { payOrderId: 'PAY-1', payUrl: '/sandbox/pay/PAY-1', amount: 3456.5, currency: 'MOP' };
