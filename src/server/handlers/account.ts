/** Handlers of the contract rows in src/contract/rows/account.ts. */
import type { accountRows } from '../../contract/rows/account.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function accountHandlers(_context: GatewayContext): HandlersFor<typeof accountRows> {
  return {};
}
