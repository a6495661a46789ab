/** The soak's figures as a two-column table, and whether they show anything lost or duplicated. */
import type { Audit, Tally } from './audit.js';
import type { Ledger } from './ledger.js';

export interface RunFacts {
  storage: string;
  buyers: number;
  seconds: number;
  /** How gateways were stopped: `SIGKILL` or `SIGTERM` (graceful shutdown). */
  signal: string;
  /** What was stopped and restarted, with when and for how long it was down. */
  kills: string[];
  elapsedMs: number;
}

/** How many examples of each kind of problem are listed. */
const SHOWN = 5;

/** The problems that make the soak fail: acknowledged writes missing, duplicates, broken paid orders, integrity. */
export function problems(audit: Audit): string[] {
  const found: string[] = [];
  const tallies: [string, Tally][] = [['orders', audit.orders], ['step saves', audit.steps], ['payments', audit.payments], ['payment outcomes', audit.completions], ['refunds of payments paid after being superseded', audit.refunds]];
  for (const [name, tally] of tallies) {
    if (tally.present !== tally.acknowledged) found.push(`${tally.acknowledged - tally.present} acknowledged ${name} not as acknowledged in the database`);
  }
  found.push(...audit.completionMismatches.slice(0, SHOWN).map((mismatch) => `payment outcome: ${mismatch}`));
  if (audit.unexpectedRefunds > 0) found.push(`${audit.unexpectedRefunds} refunds recorded for payments no buyer paid late`);
  for (const [name, count] of Object.entries(audit.duplicates)) if (count > 0) found.push(`${count} duplicated ${name}`);
  found.push(...audit.paidOrderViolations.slice(0, SHOWN));
  if (!audit.integrity.ok) found.push(`integrity: ${audit.integrity.detail}`);
  return found;
}

const tally = (value: Tally): string => `${value.acknowledged} acknowledged / ${value.present} present${
  value.unacknowledged === undefined ? '' : ` (+${value.unacknowledged} stored, answer lost)`}`;

/** The table printed at the end of the run. */
export function reportTable(facts: RunFacts, ledger: Ledger, audit: Audit): string {
  const errors = [...ledger.errors].sort(([, a], [, b]) => b - a).map(([kind, count]) => `${kind}: ${count}`).join(', ') || 'none';
  const abandoned = [...ledger.abandoned].map(([why, count]) => `${why}: ${count}`).join(', ') || 'none';
  const outcomes = new Map<string, number>();
  for (const completion of ledger.completions) outcomes.set(completion.outcome, (outcomes.get(completion.outcome) ?? 0) + 1);
  const rows: [string, string][] = [
    ['storage', facts.storage],
    ['buyers / seconds', `${facts.buyers} / ${facts.seconds}`],
    [`stops (${facts.signal} + restart)`, facts.kills.join('; ') || 'none'],
    ['requests (retries included)', `${ledger.requests} (${(ledger.requests / (facts.elapsedMs / 1000)).toFixed(0)}/s)`],
    ['errors by kind', errors],
    ['purchases given up', abandoned],
    ['orders created', tally(audit.orders)],
    ['step saves (last per order)', `${tally(audit.steps)} (${ledger.stepsSaved} saves answered)`],
    ['payments created', tally(audit.payments)],
    ['payment outcomes told', `${tally(audit.completions)} (${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ') || 'none'})`],
    ['paid orders (one policy, premium = paid)', `${audit.paidOrders} (${audit.paidOrderViolations.length} broken)`],
    ['duplicates', Object.entries(audit.duplicates).map(([name, count]) => `${name} ${count}`).join(', ')],
    ['superseded payments paid, refunds recorded', `${tally(audit.refunds)} (${audit.unexpectedRefunds} unexpected)`],
    ['policy numbers skipped', String(audit.policyNumberGaps)],
    ['integrity', `${audit.integrity.ok ? 'ok' : 'FAILED'}: ${audit.integrity.detail}`],
    ['elapsed', `${(facts.elapsedMs / 1000).toFixed(1)} s`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = `+${'-'.repeat(width + 2)}+${'-'.repeat(60)}`;
  return [line, ...rows.map(([label, value]) => `| ${label.padEnd(width)} | ${value}`), line].join('\n');
}
