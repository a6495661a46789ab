/** Handlers of the contract rows in src/contract/rows/engagement.ts. */
import type { engagementRows } from '../../contract/rows/engagement.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function engagementHandlers(_context: GatewayContext): HandlersFor<typeof engagementRows> {
  return {};
}
