/**
 * Words for a rates row whose number of amounts differs from its number of bands, naming the band an
 * actuary most likely skipped: the one where the row, shifted by one from there on, lines up best with
 * the other complete rows of the table (their amounts keep roughly the same ratio band after band).
 */

/** How far `row` strays from `other` in ratio, band by band (the spread of the log ratios). */
function mismatch(row: readonly number[], other: readonly number[]): number {
  const logs = row.map((amount, index) => Math.log(Math.max(amount, 1e-9) / Math.max(other[index] ?? 1e-9, 1e-9)));
  const mean = logs.reduce((total, value) => total + value, 0) / logs.length;
  return logs.reduce((total, value) => total + (value - mean) ** 2, 0);
}

/** The index of the band most likely missing from `amounts` (one short), judged against the complete rows. */
function likelyMissing(amounts: readonly number[], complete: readonly (readonly number[])[], bandCount: number): number {
  if (complete.length === 0) return bandCount - 1;
  let best = bandCount - 1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let gap = 0; gap < bandCount; gap += 1) {
    const score = complete.reduce((total, other) => total + mismatch(amounts, [...other.slice(0, gap), ...other.slice(gap + 1)]), 0);
    if (score < bestScore - 1e-12) {
      best = gap;
      bestScore = score;
    }
  }
  return best;
}

/**
 * `has 19 amounts for 20 bands: the amount for band 14 looks missing (the 8th of 20)`, or for too many
 * amounts `has 21 amounts for 20 bands (3, 6, ...): one amount too many`.
 */
export function bandCountWords(amounts: readonly number[], bands: readonly number[], complete: readonly (readonly number[])[]): string {
  const head = `has ${amounts.length} amounts for ${bands.length} bands`;
  if (amounts.length !== bands.length - 1) return `${head} (${bands.join(', ')}): each band needs exactly one amount`;
  const gap = likelyMissing(amounts, complete, bands.length);
  return `${head}: the amount for band ${bands[gap]} looks missing (band ${gap + 1} of ${bands.length}; bands ${bands.join(', ')})`;
}
