/**
 * The checks the claim screens make before asking the gateway (which checks them again): incident date in the
 * policy's cover and not in the future (Macao calendar; the engine's rule, which the gateway runs too), description
 * length, amount and payee account format, the same limits as the claim rows of src/contract/rows/claims.ts.
 */
import { CLAIM_AMOUNT_MAX } from '../../../contract/rows/claims.js';
import { formatCount, incidentDateProblem, type CoverTerm, type IncidentDateReason } from '../../../engine/index.js';

/** A problem as an i18n key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** The message of each reason of the engine's incident-date rule (incidentDateProblem), the gateway's own rule. */
const INCIDENT_DATE_KEYS: Record<IncidentDateReason, string> = {
  invalid: 'claims.errors.incidentDateRequired', future: 'claims.errors.incidentDateFuture', outsideCover: 'claims.errors.incidentDateCover',
};

/** Why an incident date cannot be claimed on the policy (none chosen yet: open cover) at the instant `now`, or null. */
export function checkIncidentDate(date: string, cover: CoverTerm, now: Date): Problem | null {
  const problem = incidentDateProblem(date, cover, now);
  return problem ? { key: INCIDENT_DATE_KEYS[problem.reason], values: { from: problem.from, to: problem.to } } : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value));

/** The problem of each info field the user filled in wrongly or left empty though required. */
export function checkInfo(formData: Record<string, unknown>, required: readonly string[]): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  const needs = (field: string) => required.includes(field) && text(formData[field]) === '';
  for (const field of ['locateCode', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder']) {
    if (needs(field)) problems[field] = { key: 'claims.errors.required' };
  }
  const description = text(formData.description);
  if (description !== '' && (description.length < 10 || description.length > 1000)) problems.description = { key: 'claims.errors.description' };
  const amount = text(formData.amount);
  if (amount !== '') {
    const value = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || !(value > 0) || value > CLAIM_AMOUNT_MAX) problems.amount = { key: 'claims.errors.amount', values: { max: formatCount(CLAIM_AMOUNT_MAX) } };
  }
  const bankName = text(formData.bankName);
  if (bankName !== '' && (bankName.length < 2 || bankName.length > 100)) problems.bankName = { key: 'claims.errors.bankName' };
  const bankAccount = text(formData.bankAccount);
  if (bankAccount !== '' && !/^[0-9][0-9-]{4,28}[0-9]$/.test(bankAccount)) problems.bankAccount = { key: 'claims.errors.bankAccount' };
  const holder = text(formData.accountHolder);
  if (holder !== '' && (holder.length < 2 || holder.length > 60)) problems.accountHolder = { key: 'claims.errors.accountHolder' };
  return problems;
}
