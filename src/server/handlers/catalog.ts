/** Handlers of the contract rows in src/contract/rows/catalog.ts. */
import type { catalogRows } from '../../contract/rows/catalog.js';
import type { GatewayContext } from '../gateway-context.js';
import type { HandlersFor } from './handler-types.js';

export function catalogHandlers(_context: GatewayContext): HandlersFor<typeof catalogRows> {
  return {};
}
