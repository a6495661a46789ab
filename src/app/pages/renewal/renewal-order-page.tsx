import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ProductBundle } from '../../../engine/index.js';
import { RenewableList } from './renewable-list.js';
import { RenewalFlow } from './renewal-flow.js';
import { RenewalGate, RenewalNotOffered } from './renewal-gate.js';
import { renewalInputFrom } from './renewal-input.js';

function RenewalOrder({ bundle }: { bundle: ProductBundle }) {
  const [query] = useSearchParams();
  // The input is read once: the query of a payment return must not restart a running flow.
  const [input] = useState(() => renewalInputFrom(bundle.definition.code, query));
  if (!input.policyOrderId && !input.paymentReturn) return <RenewableList productCode={bundle.definition.code} />;
  // A product that offers no renewal has no offer to ask for (the gateway would refuse it); a payment coming back
  // is still followed, whatever the product data says now.
  if (!input.paymentReturn && !bundle.definition.renewal.offered) return <RenewalNotOffered />;
  return <RenewalFlow bundle={bundle} input={input} />;
}

/**
 * /pages/order/renewal/:code/index?policyOrderId=: the renewal order of a policy, driven by the renewal
 * machine (review and change details, save, price, pay); the payment of products without a renewal paid
 * page returns here. Without a policy: the renewable policies of the product.
 */
export function RenewalOrderPage() {
  const { code } = useParams();
  return <RenewalGate code={code}>{(bundle) => <RenewalOrder bundle={bundle} />}</RenewalGate>;
}
