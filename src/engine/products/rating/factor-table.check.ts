import { bandCountWords } from './band-count-words.js';
import type { FactorTableRates, RatingMeasure } from '../rates-types.js';

function measureFields(by: RatingMeasure): string[] {
  return by.kind === 'value' ? [by.field] : [by.from, by.to];
}

function ascending(bands: readonly number[], where: string): string[] {
  const problems: string[] = [];
  bands.forEach((limit, index) => {
    const previous = bands[index - 1];
    if (previous !== undefined && limit <= previous) problems.push(`rates.json: ${where}bands must ascend, but ${limit} follows ${previous}`);
  });
  return problems;
}

/**
 * What a factor table must satisfy beyond its meta schema: priced fields exist in the form (their
 * top-level field, as `hasField` says), bands ascend, every row has one amount
 * per band (one in all without bands), every banded factor one multiplier per band (plans and rows are
 * matched by planRateProblems).
 */
export function factorTableProblems(rates: FactorTableRates, hasField: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const factors = rates.factors ?? [];
  const fields = [
    rates.rowKey,
    ...(rates.bandBy ? measureFields(rates.bandBy) : []),
    ...factors.flatMap((factor) => (factor.kind === 'banded' ? measureFields(factor.by) : [factor.field])),
  ];
  for (const field of new Set(fields)) {
    if (!hasField(field)) problems.push(`rates.json: prices by field ${field}, which form.schema.json does not define`);
  }
  if ((rates.bandBy === undefined) !== (rates.bands === undefined)) problems.push('rates.json: bandBy and bands go together');
  problems.push(...ascending(rates.bands ?? [], ''));
  const bands = rates.bands ?? [];
  const expected = rates.bands?.length ?? 1;
  const complete = Object.values(rates.table).filter((amounts) => amounts.length === expected);
  for (const [row, amounts] of Object.entries(rates.table)) {
    if (amounts.length === expected) continue;
    problems.push(rates.bands ? `rates.json: ${row} ${bandCountWords(amounts, bands, complete)}` : `rates.json: ${row} has ${amounts.length} amounts but this table has no bands: give it one amount`);
  }
  for (const factor of factors) {
    if (factor.kind !== 'banded') continue;
    problems.push(...ascending(factor.bands, `factor ${factor.label}: `));
    if (factor.multipliers.length !== factor.bands.length) {
      problems.push(`rates.json: factor ${factor.label} has ${factor.multipliers.length} multipliers for ${factor.bands.length} bands`);
    }
  }
  return problems;
}
