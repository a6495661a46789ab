import { useEffect, useMemo, useState } from 'react';
import { checkRules, dayNumber, formatMoney, ratingDateFields, ratingFields, topLevelField, valueAt, type ProductDefinition, type RatesTable } from '../../../engine/index.js';
import { useServices } from '../../services/app-services.js';
import { localIsoDate } from '../../../ui/local-date.js';

/** Quiet time after the last change before the estimate is asked for, so typing sends one call, not one per key. */
export const ESTIMATE_DEBOUNCE_MS = 400;

/**
 * Whether the answers can be priced as they stand: every input the tariff reads is answered (a list counts as
 * answered: the gateway counts it), its dates are whole dates, and the product's own rules accept them. Anything
 * less would only earn a refusal from the calculator.
 */
function priceable(definition: ProductDefinition, rates: RatesTable, formData: Record<string, unknown>): boolean {
  const fields = ratingFields(rates);
  const answered = fields.every((field) => {
    const value = valueAt(formData, field);
    return value !== undefined && value !== null && value !== '';
  });
  const halfDate = (field: string): boolean => {
    const value = valueAt(formData, field);
    return typeof value === 'string' && dayNumber(value) === null;
  };
  if (!answered || ratingDateFields(rates).some(halfDate)) return false;
  const read = new Set(fields.map(topLevelField));
  return checkRules(definition, formData, localIsoDate()).every((violation) => !read.has(topLevelField(violation.field)));
}

export interface LiveEstimateProps {
  /** The product, whose rules the answers must pass before it is worth asking. */
  definition: ProductDefinition;
  /** The product's tariff, to know which answers it needs before it is worth asking. */
  rates: RatesTable;
  /** The order's answers so far, as the shown step holds them. */
  formData: Record<string, unknown>;
  /** The review step: the premium of the full answers, shown as the premium rather than as an estimate. */
  review: boolean;
  translate(key: string, params?: Record<string, unknown>): string;
}

/**
 * A line under the step's form with the premium the gateway's calculator (product.calculator, the same rating as the
 * quote) gives for the answers so far, asked for a moment after they stop changing. Shown once the
 * answers hold every input the tariff reads and the gateway accepts the plan and dates; labelled an estimate until the review step.
 * A failed estimate shows nothing and toasts nothing: the quote itself still checks everything.
 */
export function LiveEstimate({ definition, rates, formData, review, translate }: LiveEstimateProps) {
  const productCode = definition.code;
  const { api } = useServices();
  const [estimate, setEstimate] = useState<{ premium: number; currency: string } | null>(null);
  const answered = useMemo(() => priceable(definition, rates, formData), [definition, rates, formData]);
  useEffect(() => {
    // Not priceable yet (e.g. no plan chosen, or an age still to give): no call, nothing shown.
    if (!answered) {
      setEstimate(null);
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      void api.callEnvelope('product.calculator', { formData }, { params: { product: productCode } }).then((envelope) => {
        if (current) setEstimate(envelope && envelope.succ ? envelope.data : null);
      });
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [api, productCode, formData, answered]);
  // The line is always there, empty until an estimate arrives: its space is kept from the first paint, so an
  // estimate arriving never moves what the user is about to tap, and the status region exists before it speaks.
  const amount = estimate ? { currency: estimate.currency, amount: formatMoney(estimate.premium, 'thousands') } : null;
  return (
    <div className={review ? 'live-estimate live-estimate--review' : 'live-estimate'} role="status" data-testid="live-estimate-line">
      {amount ? (
        <div className="live-estimate__content" data-testid="live-estimate">
          <span className="live-estimate__amount" data-testid="live-estimate-amount">{translate(review ? 'assist.reviewPremium' : 'assist.estimate', amount)}</span>
          <span className="live-estimate__note">{translate(review ? 'assist.reviewPremiumNote' : 'assist.estimateNote')}</span>
        </div>
      ) : null}
    </div>
  );
}
