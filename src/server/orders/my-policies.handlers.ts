/** The signed-in user's orders and policies: the list (myPolicy) and one order's detail, with the refunds due on it. */
import type { OrderStatus } from '../../contract/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { notFound } from '../gateway-error.js';
import { toDetail, toSummary } from './order-views.js';
import { listPolicyEndorsements } from '../policy-services/endorsements.repo.js';
import { findUserOrder, listUserOrders } from './orders.repo.js';
import { listWindow, nextCursor } from '../handlers/list-cursor.js';
import { listOrderRefunds } from '../payments/payments.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';

/** What each status filter of selectUserOrderInfo lists; `quoted` covers every quoted, unpaid stage. */
export const STATUS_FILTERS: Record<'all' | 'draft' | 'quoted' | 'paid' | 'failed', readonly OrderStatus[]> = {
  all: ['draft', 'quoted', 'priced', 'paying', 'paid', 'failed'],
  draft: ['draft'],
  quoted: ['quoted', 'priced', 'paying'],
  paid: ['paid'],
  failed: ['failed'],
};

export const DEFAULT_PAGE_SIZE = 20;

export function policyHandlers(context: GatewayContext): HandlersFor<Pick<typeof coreRows, 'order.selectUserOrderInfo' | 'order.detail'>> {
  const { db } = context;
  return {
    'order.selectUserOrderInfo': async (call) => {
      const { status = 'all', ...paging } = call.payload;
      const page = await listUserOrders(db, callUser(call).user_id, STATUS_FILTERS[status], listWindow(paging, DEFAULT_PAGE_SIZE));
      return { total: page.total, items: page.rows.map(toSummary), nextCursor: nextCursor(page) };
    },
    'order.detail': async (call) => {
      const row = await findUserOrder(db, callUser(call).user_id, call.params.id ?? '');
      if (!row) throw notFound();
      // A policy's detail also owns what was paid for its endorsements (their orders are not listed).
      const endorsementOrders = (await listPolicyEndorsements(db, row.b2c_order_id)).flatMap((endt) => (endt.endt_order_id === null ? [] : [endt.endt_order_id]));
      return toDetail(row, await listOrderRefunds(db, row.user_id, [row.b2c_order_id, ...endorsementOrders]));
    },
  };
}
