/** Handlers of the contract rows in src/contract/rows/third-party.ts. */
import type { thirdPartyRows } from '../../contract/rows/third-party.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function thirdPartyHandlers(_context: GatewayContext): HandlersFor<typeof thirdPartyRows> {
  return {};
}
