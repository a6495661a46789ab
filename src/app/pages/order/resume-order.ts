/**
 * Resuming one named order (`?b2cOrderId=` on the order page, e.g. back from choosing a coupon): the
 * purchase machine's unfinished-order check answers with that order, and the wizard continues it.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/index.js';
import type { Draft } from '../../../../flows/index.js';

/**
 * The checkUnfinished actor for `b2cOrderId`: that order while it is still the caller's editable order
 * of the product; otherwise (paid, deleted, someone else's: the client has said why) none, so a new
 * order starts.
 */
export function resumeCheck(api: ApiClient, b2cOrderId: string) {
  return fromPromise<Draft | null, { productCode: string }>(async ({ input }) => {
    const draft = await api.call('order.temporary', { b2cOrderId }, { params: { product: input.productCode } });
    return draft || null;
  });
}
