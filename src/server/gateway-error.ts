/**
 * A refusal a handler or guard throws; the gateway turns it into a failing envelope with the HTTP
 * status, tip code and a tipMsg localised into the caller's language.
 */
import { TIP_CODES, type TipType } from '../contract/index.js';
import type { MessageParam } from './i18n/translator.js';
import type { FieldProblem } from './validation/first-problem.js';

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly tipCode: string,
    /** i18n key of the tipMsg. */
    readonly messageKey: string,
    readonly params: Record<string, MessageParam> = {},
    readonly tipType: TipType = 'E',
    readonly data: unknown = null,
  ) {
    super(`${tipCode} ${messageKey}`);
    this.name = 'GatewayError';
  }
}

/** 400 V00400 naming the first bad field; `data.field` is its dotted path for the storefront to mark. */
export function invalidField(problem: FieldProblem, messageKey = 'gateway.validation', params: Record<string, MessageParam> = {}): GatewayError {
  const labelKeys = [...(problem.labelKey ? [problem.labelKey] : []), `field.${problem.name}`];
  const field: MessageParam = { labelKeys, fallback: problem.name || problem.path };
  return new GatewayError(400, TIP_CODES.badRequest, messageKey, { field, ...params }, 'E', { field: problem.path, keyword: problem.keyword });
}

/** 404 V00404: no such product or order (or not the caller's: the two are not told apart). */
export function notFound(): GatewayError {
  return new GatewayError(404, TIP_CODES.notFound, 'gateway.notFound');
}

/** 409 V00409: the order is not in a state that allows the call. */
export function orderStateConflict(status: string): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, 'gateway.orderState', {}, 'E', { status });
}
