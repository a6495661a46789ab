import { useTranslation } from 'react-i18next';
import type { PlanCover, PlanEntry } from '../../contract/rows/catalog.js';
import { money } from './money.js';
import '../styles/benefits.css';

export interface BenefitTableProps {
  /** The plans side by side, each with its covers (product.planInfo's plans). */
  plans: readonly PlanEntry[];
  /** The product's currency, in which the schedule's amounts are. */
  currency: string;
  /** The plan the customer chose, marked in the table. */
  chosen?: string | undefined;
}

/** Every cover any of the plans gives, once, in the order the schedule lists them. */
function coverRows(plans: readonly PlanEntry[]): PlanCover[] {
  const rows = new Map<string, PlanCover>();
  for (const plan of plans) for (const cover of plan.covers) if (!rows.has(cover.code)) rows.set(cover.code, cover);
  return [...rows.values()];
}

/**
 * The benefit schedule as a table: a row per cover (with what its limit is counted by), a column per plan with the
 * limit, the excess and the waiting period, or "not covered". Nothing when no plan has covers.
 */
export function BenefitTable({ plans, currency, chosen }: BenefitTableProps) {
  const { t } = useTranslation();
  const rows = coverRows(plans);
  if (rows.length === 0) return null;
  const mark = (code: string): string | undefined => (code === chosen && plans.length > 1 ? 'benefits__chosen' : undefined);
  return (
    <section className="benefits" data-testid="benefit-table">
      {/* Wider than a phone with several plans: a scrolling region that a keyboard can reach and scroll too. */}
      <div className="benefits__scroll" tabIndex={0} role="region" aria-label={t('order.benefits.title')}>
        <table className="benefits__table">
          <caption>{t('order.benefits.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.benefits.cover')}</th>
              {plans.map((plan) => (
                <th scope="col" key={plan.code} className={mark(plan.code)} data-testid={`benefit-plan-${plan.code}`}>
                  {plan.name}
                  {plan.code === chosen && plans.length > 1 ? <span className="benefits__note">{t('order.benefits.chosen')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} data-testid={`benefit-cover-${row.code}`}>
                <th scope="row">
                  {row.name}
                  {row.basis ? <span className="benefits__note">{row.basis}</span> : null}
                </th>
                {plans.map((plan) => {
                  const cover = plan.covers.find((candidate) => candidate.code === row.code);
                  return (
                    <td key={plan.code} className={mark(plan.code)} data-testid={`benefit-${plan.code}-${row.code}`}>
                      {cover ? (
                        <>
                          <span className="benefits__limit">{money(cover.limit, currency)}</span>
                          {cover.excess !== null ? <span className="benefits__note">{t('order.benefits.excess', { amount: money(cover.excess, currency) })}</span> : null}
                          {cover.waitingDays !== null ? <span className="benefits__note">{t('order.benefits.waiting', { count: cover.waitingDays })}</span> : null}
                        </>
                      ) : <span className="benefits__none">{t('order.benefits.notCovered')}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
