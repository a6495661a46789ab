/** Handlers of the contract rows in src/contract/rows/policy-services.ts. */
import type { policyServiceRows } from '../../contract/rows/policy-services.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function policyServiceHandlers(_context: GatewayContext): HandlersFor<typeof policyServiceRows> {
  return {};
}
