import { lazyThemePart } from '../controls/lazy-theme-part.js';
import type { FormSummaryProps } from './form-summary.js';

/**
 * The read-only summary (./form-summary.tsx), loaded the first time a page draws it: only the order wizard's
 * review step and the policy detail page show it, so the order route's first step does not ship it
 * (docs/decisions/016-order-route-diet.md). A busy placeholder until its chunk is in; a chunk that fails to load
 * throws to the route's error page, which reloads once for a failed dynamic import.
 */
export const LazyFormSummary = lazyThemePart<FormSummaryProps>(async () => (await import('./form-summary.js')).FormSummary);
