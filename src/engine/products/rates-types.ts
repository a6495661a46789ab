/**
 * The shapes of a product's rates.json (schemas/meta/rates.schema.json). `kind` picks the rating
 * function, so a new tariff shape is a new member of `RatesTable` plus one rating file.
 */

/** How a banded table picks its band: the number of days between two date fields. */
export interface DaysBetweenBand {
  kind: 'daysBetween';
  from: string;
  to: string;
  /** Counts both ends (a trip from the 1st to the 3rd is 3 days). */
  inclusive: boolean;
}

/** Premiums per row (e.g. plan) and column (e.g. area), one amount per band of days. */
export interface BandedTableRates {
  kind: 'bandedTable';
  note?: string;
  currency: string;
  bandBy: DaysBetweenBand;
  /** Upper limits of the bands, ascending; a value falls in the first band it does not exceed. */
  bands: number[];
  /** Form field whose value selects the row. */
  rowKey: string;
  /** Form field whose value selects the column. */
  columnKey: string;
  /** Rows priced per person: the amount is multiplied by the length of the array field. */
  perPerson?: { field: string; rows: string[] };
  table: Record<string, Record<string, number[]>>;
}

/** Every tariff shape rates.json may hold. */
export type RatesTable = BandedTableRates;
