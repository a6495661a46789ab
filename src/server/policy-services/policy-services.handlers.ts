/** Handlers of the contract rows in src/contract/rows/policy-services.ts: renewals, endorsements and information added to policies. */
import type { policyServiceRows } from '../../contract/rows/policy-services.js';
import type { GatewayContext } from '../gateway-context.js';
import { createReferenceChecks } from '../orders/reference-checks.js';
import { addInformationHandlers } from './add-information.handlers.js';
import { endorsementHandlers } from './endorsements.handlers.js';
import { renewalHandlers } from './renewals.handlers.js';
import type { HandlersFor } from '../handlers/handler-types.js';

export function policyServiceHandlers(context: GatewayContext): HandlersFor<typeof policyServiceRows> {
  const references = createReferenceChecks(context.db, context.catalog.registry);
  return { ...renewalHandlers(context, references), ...endorsementHandlers(context, references), ...addInformationHandlers(context) };
}
