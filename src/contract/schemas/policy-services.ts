/** Request schemas of the policy service rows (rows/policy-services.ts): renewals and endorsements. */
import { fileId, none, obj, orderId } from './schema-parts.js';
import { ENDT_TYPES, type policyServiceRows } from '../rows/policy-services.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

/** A phone as the forms hold it: the selected area code and the number under it. */
const phoneValue = obj({
  code: { type: 'string', enum: ['853', '852', '86'] },
  853: { type: 'string', maxLength: 11 },
  852: { type: 'string', maxLength: 11 },
  86: { type: 'string', maxLength: 11 },
}, ['code']);

/** One changed field: a dotted path into the policy's form (list items by index) and its new value. */
const endtChange = obj({
  field: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{0,39}(\\.[A-Za-z0-9]{1,40}){0,4}$' },
  value: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number', minimum: 0, maximum: 100000 }, phoneValue] },
}, ['field', 'value']);

const endtRequest = obj({
  b2cOrderId: orderId,
  endtType: { type: 'string', enum: [...ENDT_TYPES] },
  changes: { type: 'array', minItems: 1, maxItems: 20, items: endtChange },
}, ['b2cOrderId', 'endtType', 'changes']);

const RENEWABLE = 'A policy is renewable when it is paid, its expiry date lies at most 60 days ahead or at most 30 days behind the gateway\'s Macao date, and no renewal of it is paid yet; a policy renews once.';

export const policyServiceSchemas = {
  'renewal.list': {
    request: none,
    designed: `Designed (the spec lists no such call). ${RENEWABLE} data: { items: RenewablePolicy[] } ordered by expiry date: { b2cOrderId, productCode, policyNo, commDate, expiryDate, dueDate (the expiry date: renew by then for cover without a gap), lastRenewalDate (expiry + 30 days), daysToExpiry (negative once expired), renewalOrderId and renewalStatus (the unpaid renewal order under way, else null) }.`,
  },
  'renewal.detail': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Designed. The renewal offer of one of the caller\'s renewable policies (b2cOrderId is the policy\'s order). The new term starts the day after the old expiry (or on the next possible start date when that is already past) and has the product\'s term (12 months for MTV and FHH; the same length for a trip); the form is copied from the policy with the new dates and priced with the product\'s current rates. data: { policy: RenewablePolicy, commDate, expiryDate, premium, currency, breakdown, formData, previousPremium (the current term\'s premium), premiumChanges ([{ label, kind, before, after }]: the breakdown lines that differ from the current term\'s, by label, so the customer sees which rating input moved the price) }. An already renewed policy is refused (409, gateway.policyServices.alreadyRenewed); a policy outside the window likewise (gateway.policyServices.notRenewable).',
  },
  'renewal.haveMts': {
    request: none,
    designed: 'Whether the caller has a renewable motor policy (product line motor: the MTS renewal path). data: { have: boolean, items: RenewablePolicy[] } (the motor part of renewal.list).',
  },
  'renewal.updateAndSaveMts': {
    request: obj({ b2cOrderId: orderId, formData: { type: 'object', maxProperties: 20 } }, ['b2cOrderId']),
    designed: 'Creates, or updates, the renewal order of the caller\'s renewable policy b2cOrderId (MTS: motor; the same call renews any product). formData: top-level form fields that change for the new term (holder, contact, driver, plan, car details), each replacing the copied one; the term dates cannot be changed. The whole form is validated like a quotation (schema, rules, list codes, files), priced from rates.json and stored as an order with status quoted linked to the policy. A renewal being paid (409 gateway.orderState) or already paid (409 gateway.policyServices.alreadyRenewed) is refused. data: RenewalOrder { b2cOrderId (the renewal order), policyOrderId, productCode, status, commDate, expiryDate, formData, quotation }.',
  },
  'renewal.premiumCalc': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Fixes the premium of a renewal order (b2cOrderId is the renewal order from updateAndSaveMts): the underwriting release check on the new start date (refused as order.release refuses: tipType T naming the answer, its age and the product limit, data.field its path), then status priced, ready for pay.createPayOrder. Paying it makes the renewal order the new policy and the old one renewed. data: RenewalOrder.',
  },
  'endt.check': {
    request: obj({ b2cOrderId: orderId, endtType: { type: 'string', enum: [...ENDT_TYPES] } }, ['b2cOrderId', 'endtType']),
    designed: 'Whether the caller\'s policy may be endorsed for a kind of change: contact (phones, mail, address of the holder and contacts), vehicle (plate, engine and chassis numbers, engine size, usage: motor only, the vehicleEndt page) or name (a correction of the insured persons\' and holder\'s names). The policy must be paid and not expired, with no endorsement being paid. Refusals are 409 with a localised reason (gateway.policyServices.notPaid, expired, endtTypeNotAllowed, endtPending); someone else\'s policy is not found. data: { b2cOrderId, endtType, fields: the dotted paths of the policy\'s form this kind may change, with their current values as currentValues, effectiveDate, expiryDate, remainingDays }.',
  },
  'endt.premiumCalc': {
    request: endtRequest,
    designed: 'The premium difference of an endorsement: the changed form must still validate against the product form schema; the premium of the changed form minus that of the current one, both rated from rates.json, pro-rata by the days of cover left (from the effective date, today or the start date when later, to the expiry, both counted) over the days of the term, rounded to cents. Contact changes are 0. A negative difference is a refund the insurer pays back. data: { premiumDifference, currency, oldPremium, newPremium (full-term premiums), remainingDays, termDays, effectiveDate }.',
  },
  'endt.submit': {
    request: endtRequest,
    designed: 'Designed (the spec lists no such call). Stores the endorsement with its changes, checked as endt.check and endt.premiumCalc do. A difference of 0 or less is applied at once (the policy\'s form data changes; status applied). A positive difference makes an endorsement order (status priced, premium the difference, linked to the policy) that pay.createPayOrder pays; the endorsement is then awaitingPayment and is applied when that order is paid. A new submit cancels an earlier unpaid one. data: Endorsement { endtNo, b2cOrderId (the policy), endtType, changes, premiumDifference, currency, status (applied, awaitingPayment, cancelled), endtOrderId (the order to pay, or null), effectiveDate, createdAt, appliedAt }.',
  },
  'endt.list': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Designed. The endorsements of one of the caller\'s policies, newest first. data: { items: Endorsement[] }.',
  },
  'policy.addInformation': {
    request: obj({
      b2cOrderId: orderId,
      fileIds: { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: fileId },
      note: { type: 'string', maxLength: 500 },
    }, ['b2cOrderId', 'fileIds']),
    designed: 'Designed (the spec lists no such call). Adds information the insurer asked for to one of the caller\'s paid policies: 1 to 10 files the caller uploaded (plat.fileUpload) and an optional note, stored as one submission linked to the policy and its files. A policy that is not the caller\'s paid policy is not found (404); a file that is not the caller\'s is refused (400, gateway.policyServices.fileNotYours with the fileId) and nothing is stored. data: InformationSubmission { submissionId (e.g. I-TPS-2026-000001), b2cOrderId, fileCount, submittedAt }.',
  },
  'policy.informationList': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Designed (the spec lists no such call). The information added to one of the caller\'s paid policies, newest first (another\'s policy is not found). data: { items: InformationSubmissionDetail[] }: InformationSubmission with note (or null) and files: { fileId, name, type, size }[] in the order sent.',
  },
} satisfies Record<keyof typeof policyServiceRows, EndpointSchemaDef>;
