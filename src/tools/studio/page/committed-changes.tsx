import type { CommittedChange, RepricingEffect, RepricingSummary } from '../snapshot-types.js';

/** A value as the file writes it; "(none)" where there was or is none. */
function shown(value: unknown): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}

/** Each kind's heading, in the order the groups show. */
const KIND_NAMES: Record<CommittedChange['kind'], string> = { texts: 'Texts and settings', fields: 'Fields', rates: 'Rates', covers: 'Covers' };
const KINDS = Object.keys(KIND_NAMES) as CommittedChange['kind'][];

function Repricing({ name, summary }: { name: string; summary: RepricingSummary }) {
  const { change } = summary;
  return (
    <li data-testid={`studio-repricing-${name}`}>
      {name}: {summary.repriced} of {summary.recorded} re-price
      {change ? `, by ${change.min} to ${change.max} (median ${change.median})` : ''}
      {summary.unpriced > 0 ? `; ${summary.unpriced} cannot be priced by the rates on disk` : ''}
    </li>
  );
}

/**
 * What the product's files say differently from the last commit, grouped as texts, fields, rates and covers, and
 * (when the studio was given a gateway's database) how its recorded quotes and policies would re-price.
 */
export function CommittedChanges({ changes, repricing }: { changes: readonly CommittedChange[] | null; repricing: RepricingEffect | null }) {
  if (changes === null) return null;
  return (
    <section className="studio-diff" aria-label="Changes since the last commit" data-testid="studio-diff">
      <h2>Changes since the last commit</h2>
      {changes.length === 0 ? <p>None.</p> : KINDS.map((kind) => {
        const ofKind = changes.filter((change) => change.kind === kind);
        return ofKind.length === 0 ? null : (
          <details key={kind} open>
            <summary>{KIND_NAMES[kind]} ({ofKind.length})</summary>
            <ul>
              {ofKind.map((change) => <li key={`${change.file}:${change.path}`}><code>{change.file}</code> {change.path}: {shown(change.before)} → {shown(change.after)}</li>)}
            </ul>
          </details>
        );
      })}
      {repricing ? (
        <ul className="studio-diff__effect">
          <Repricing name="quotes" summary={repricing.quotes} />
          <Repricing name="policies" summary={repricing.policies} />
        </ul>
      ) : null}
    </section>
  );
}
