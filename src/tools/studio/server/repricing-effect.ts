/**
 * What the rates on disk would do to what a gateway recorded (`npm run studio -- --data <gateway.sqlite>`): each
 * quoted order and each policy of the product priced again with the engine's own rating (the gateway quotes
 * with the same function) against the premium it recorded, so an author sees how many would re-price and by
 * how much before the change is released. The file is opened read-only; no row is changed.
 */
import SQLite from 'better-sqlite3';
import { ratePremium, type ProductBundle } from '../../../engine/index.js';
import type { RepricingEffect, RepricingSummary } from '../snapshot-types.js';

interface RecordedRow {
  form_data: string;
  premium: number;
  policy_no: string | null;
}

const median = (sorted: readonly number[]): number => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Cents, so 0.1 + 0.2 counts as 0.3. */
const rounded = (amount: number): number => Math.round(amount * 100) / 100;

function summary(changes: readonly (number | null)[]): RepricingSummary {
  const priced = changes.filter((change): change is number => change !== null);
  const moved = priced.filter((change) => change !== 0).sort((a, b) => a - b);
  return {
    recorded: changes.length,
    unpriced: changes.length - priced.length,
    repriced: moved.length,
    change: moved.length === 0 ? null : { min: rounded(moved[0]!), median: rounded(median(moved)), max: rounded(moved.at(-1)!) },
  };
}

/** The recorded quotes (quoted, not yet a policy) and policies of `bundle`'s product, priced with its rates now. */
export function repricingEffect(databaseFile: string, bundle: ProductBundle): RepricingEffect {
  const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite.prepare('select form_data, premium, policy_no from orders where product_code = ? and premium is not null and deleted_at is null')
      .all(bundle.definition.code) as RecordedRow[];
    const changeOf = (row: RecordedRow): number | null => {
      const rated = ratePremium(bundle.rates, JSON.parse(row.form_data) as Record<string, unknown>);
      return rated.ok ? rounded(rated.premium - row.premium) : null;
    };
    return {
      quotes: summary(rows.filter((row) => row.policy_no === null).map(changeOf)),
      policies: summary(rows.filter((row) => row.policy_no !== null).map(changeOf)),
    };
  } finally {
    sqlite.close();
  }
}
