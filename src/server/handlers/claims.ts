/** Handlers of the contract rows in src/contract/rows/claims.ts. */
import type { claimRows } from '../../contract/rows/claims.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function claimHandlers(_context: GatewayContext): HandlersFor<typeof claimRows> {
  return {};
}
