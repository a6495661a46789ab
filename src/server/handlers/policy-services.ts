/** Handlers of the contract rows in src/contract/rows/policy-services.ts: renewals, endorsements and information added to policies. */
import type { policyServiceRows } from '../../contract/rows/policy-services.js';
import type { GatewayContext } from '../gateway-context.js';
import { createReferenceChecks } from '../orders/reference-checks.js';
import { addInformationHandlers } from '../policy-services/add-information-handlers.js';
import { endorsementHandlers } from '../policy-services/endorsement-handlers.js';
import { renewalHandlers } from '../policy-services/renewal-handlers.js';
import type { HandlersFor } from './handler-types.js';

export function policyServiceHandlers(context: GatewayContext): HandlersFor<typeof policyServiceRows> {
  const references = createReferenceChecks(context.db, context.catalog.registry);
  return { ...renewalHandlers(context, references), ...endorsementHandlers(context, references), ...addInformationHandlers(context) };
}
