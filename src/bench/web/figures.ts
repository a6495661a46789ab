/**
 * The arithmetic of the benchmarks, kept pure so a unit test can pin it: medians of runs, percentiles of
 * samples, gzip sizes of what a page loaded, and the way figures are written in the table.
 */
import { gzipSync } from 'node:zlib';

/** The middle value (the upper of the two middles for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** The nearest-rank percentile `p` (0-100] of `values`: the smallest value with at least p% of them at or below it; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.min(rank, sorted.length - 1)] as number;
}

/** Bytes of `body` gzipped at level 9, as `gzip -9` would send it. */
export function gzipSize(body: string | Uint8Array): number {
  return gzipSync(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, { level: 9 }).length;
}

/** The gzip -9 sizes of several bodies, each compressed on its own (as a server sends them), summed. */
export function gzipSizeSum(bodies: Iterable<string | Uint8Array>): number {
  let sum = 0;
  for (const body of bodies) sum += gzipSize(body);
  return sum;
}

/** Bytes as KB (1 KB = 1000 bytes, as the issue counts them), one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Milliseconds as the table shows them: whole ms under 1 s, seconds with one decimal from 1 s up. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '?';
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;
}

/** `figure / against` with the decimals asked for, `?` when either is missing or the base is 0. */
export function ratio(figure: number, against: number, decimals = 2): string {
  if (!Number.isFinite(figure) || !Number.isFinite(against) || against === 0) return '?';
  return `${(figure / against).toFixed(decimals)}x`;
}

/** One row of a benchmark table: every figure beside what it was measured against in the same run. */
export interface TableRow {
  measure: string;
  figure: string;
  against: string;
  ratio: string;
  target: string;
}

const HEADER: TableRow = { measure: 'measure', figure: 'figure', against: 'against (same run)', ratio: 'ratio', target: 'target' };

/** The rows as an aligned plain-text table with a header line and a rule under it, one line per row. */
export function formatTable(rows: readonly TableRow[]): string {
  const all = [HEADER, ...rows];
  const keys = Object.keys(HEADER) as (keyof TableRow)[];
  const widths = keys.map((key) => Math.max(...all.map((entry) => entry[key].length)));
  const line = (entry: TableRow): string => keys.map((key, index) => entry[key].padEnd(widths[index] ?? 0)).join(' | ').trimEnd();
  return [line(HEADER), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
