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

/**
 * A number measured from the form (field names are dotted paths): a numeric field's value, the days
 * between two dates, or the whole years from a year (a number such as carYear 2019) or a date to a
 * date (the policy start).
 */
export type RatingMeasure =
  | { kind: 'value'; field: string }
  | { kind: 'daysBetween'; from: string; to: string; inclusive: boolean }
  | { kind: 'yearsSince'; from: string; to: string };

/** A multiplier picked by the band of a measure (bands as in {@link BandedTableRates}). */
export interface BandedFactor {
  kind: 'banded';
  /** i18n key of the breakdown line. */
  label: string;
  by: RatingMeasure;
  bands: number[];
  /** One multiplier per band. */
  multipliers: number[];
}

/** A multiplier picked by the value of a field (booleans and numbers as their text: "true", "5"). */
export interface LookupFactor {
  kind: 'lookup';
  /** i18n key of the breakdown line. */
  label: string;
  field: string;
  multipliers: Record<string, number>;
}

/** One loading or discount of a factor table. */
export type RatingFactor = BandedFactor | LookupFactor;

/**
 * A base amount per row (e.g. plan), optionally per band of a measure (e.g. engine size or floor
 * area), times the multiplier of each factor (e.g. vehicle age, usage). Field names are dotted paths.
 */
export interface FactorTableRates {
  kind: 'factorTable';
  note?: string;
  currency: string;
  /** Form field whose value selects the row. */
  rowKey: string;
  /** How the base band is measured; without it each row holds one amount. */
  bandBy?: RatingMeasure;
  /** Upper limits of the base bands, ascending; required with `bandBy`. */
  bands?: number[];
  /** Row -> one amount per band (or a single amount without `bandBy`). */
  table: Record<string, number[]>;
  factors?: RatingFactor[];
}

/** Every tariff shape rates.json may hold. */
export type RatesTable = BandedTableRates | FactorTableRates;
