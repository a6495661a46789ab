/** Handlers of the contract rows in src/contract/rows/user-data.ts. */
import type { userDataRows } from '../../contract/rows/user-data.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function userDataHandlers(_context: GatewayContext): HandlersFor<typeof userDataRows> {
  return {};
}
