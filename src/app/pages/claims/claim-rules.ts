/**
 * The checks the claim screens make before asking the gateway (which checks them again): incident date in the
 * policy's cover and not in the future (Macao calendar), description length, amount and payee account format,
 * the same limits as the claim rows of src/contract/rows/claims.ts.
 */
import { CLAIM_AMOUNT_MAX } from '../../../contract/rows/claims.js';
import { formatCount } from '../../../engine/index.js';

/** A problem as an i18n key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Why an incident date cannot be claimed on the policy, or null. */
export function checkIncidentDate(date: string, cover: { commDate: string | null; expiryDate: string | null }, today: string): Problem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { key: 'claims.errors.incidentDateRequired' };
  if (date > today) return { key: 'claims.errors.incidentDateFuture' };
  if ((cover.commDate && date < cover.commDate) || (cover.expiryDate && date > cover.expiryDate)) {
    return { key: 'claims.errors.incidentDateCover', values: { from: cover.commDate ?? '', to: cover.expiryDate ?? '' } };
  }
  return null;
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
