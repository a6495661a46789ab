import { BenefitTable } from './benefit-table.js';
import { useCall } from './use-call.js';

export interface PlanBenefitsProps {
  productCode: string;
  /** The plan the customer chose (marked, or alone with `onlyChosen`); undefined while none is chosen. */
  chosen?: string | undefined;
  /** Show the chosen plan's covers alone (quote, policy) rather than every plan side by side (plan step). */
  onlyChosen?: boolean;
  /** The customer's order the page is about: its covers are those of the version it was made under, not today's. */
  b2cOrderId?: string | undefined;
}

/**
 * The benefit schedule of a product's plans as product.planInfo gives it, for the pages that are about an order
 * (plan step, quote, policy). Draws nothing while loading or when the call fails: the page stands without it.
 */
export function PlanBenefits({ productCode, chosen, onlyChosen = false, b2cOrderId }: PlanBenefitsProps) {
  const call = useCall('product.planInfo', b2cOrderId === undefined ? { productCode } : { productCode, b2cOrderId }, { skip: onlyChosen && chosen === undefined });
  if (call.load.state !== 'done') return null;
  const { plans, currency } = call.load.data;
  return <BenefitTable plans={onlyChosen ? plans.filter((plan) => plan.code === chosen) : plans} currency={currency} chosen={chosen} />;
}
