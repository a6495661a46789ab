/**
 * The handlers of the contract's core rows (src/contract/rows/core.ts), which several domains answer: the
 * platform, sign-in, orders and their dates, payments, reference lists and files. Typed by those rows, so a
 * row added to the core table fails here until one of the domains has its handler.
 */
import type { coreRows } from '../../contract/rows/core.js';
import { authHandlers, type LoginBudgets } from '../account/sign-in.handlers.js';
import { adapterHandlers } from '../catalog/reference-lists.handlers.js';
import type { UploadQuota } from '../files/upload-quota.js';
import type { GatewayContext } from '../gateway-context.js';
import { policyHandlers } from '../orders/my-policies.handlers.js';
import { baseHandlers } from '../orders/order-dates.handlers.js';
import { orderHandlers } from '../orders/orders.handlers.js';
import type { ReferenceChecks } from '../orders/reference-checks.js';
import { paymentHandlers } from '../payments/payments.handlers.js';
import { platformHandlers } from '../platform/platform.handlers.js';
import { fileHandlers } from '../user-data/files.handlers.js';
import type { HandlersFor } from './handler-types.js';

/** What the core handlers take beyond the gateway's context: the sign-in budgets and, optionally, the upload quota. */
export interface CoreHandlerOptions {
  loginBudgets: LoginBudgets;
  uploadQuota?: UploadQuota;
}

export function coreHandlers(context: GatewayContext, references: ReferenceChecks, options: CoreHandlerOptions): HandlersFor<typeof coreRows> {
  return {
    ...platformHandlers(context),
    ...authHandlers(context, options.loginBudgets),
    ...orderHandlers(context, references),
    ...paymentHandlers(context),
    ...policyHandlers(context),
    ...adapterHandlers(context),
    ...fileHandlers(context, references, options.uploadQuota),
    ...baseHandlers(context),
  };
}
