/**
 * Base services: the gateway clock and date arithmetic.
 *
 * `order.baseNow` (POST /api/order/base/now) answers the gateway clock. It is the one signed row the
 * request verifier does not hold to the 300 s clock-skew window (its signature and nonce are still
 * checked): a phone whose clock is wrong must be able to ask what the time is
 * (docs/decisions/002-signing.md, "Clock skew").
 *
 * `order.calculationDate` (POST /api/order/base/calculationDate) is designed (the spec shows no
 * fields): `{start, months}` answers the engine's policyEndDate, `{start, days}` the last day of a
 * cover of that many days.
 */
import { addCalendarDays, policyEndDate } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { invalidField, type GatewayError } from '../gateway-error.js';
import type { HandlerMap } from '../handlers/handler-types.js';

/** 400 V00400 naming a bad payload field of the date calculation. */
function badField(name: string, keyword: string): GatewayError {
  return invalidField({ path: name, name, labelKey: null, keyword });
}

export function baseHandlers(context: GatewayContext): Pick<HandlerMap, 'order.baseNow' | 'order.calculationDate'> {
  return {
    'order.baseNow': async () => {
      const now = context.now();
      return { serverTime: now.getTime(), iso: now.toISOString() };
    },
    'order.calculationDate': async ({ payload }) => {
      const start = payload.start as string;
      const months = typeof payload.months === 'number' ? payload.months : null;
      const days = typeof payload.days === 'number' ? payload.days : null;
      if ((months === null) === (days === null)) {
        // Exactly one of the two: none names `months`, both name `days`.
        throw badField(months === null ? 'months' : 'days', 'oneOf');
      }
      const end = months !== null ? policyEndDate(start, months) : addCalendarDays(start, (days as number) - 1);
      if (!end) throw badField('start', 'format');
      return { start, end, months, days };
    },
  };
}
