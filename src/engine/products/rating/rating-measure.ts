import { daysBetween, dayNumber, fullYearsOn } from '../calendar-days.js';
import { valueAt } from '../field-path.js';
import type { RatingMeasure } from '../rates-types.js';

const ISO_YEAR = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * The number a measure reads from the form, or null when its fields are missing or malformed.
 * `yearsSince` from a year number counts calendar years (a 2019 car on 2026-05-01 is 7 years old),
 * from a date full years; a negative count (a model year after the start year) counts as 0.
 */
export function measure(by: RatingMeasure, formData: Record<string, unknown>): number | null {
  switch (by.kind) {
    case 'value': {
      const value = valueAt(formData, by.field);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'daysBetween':
      return daysBetween(valueAt(formData, by.from), valueAt(formData, by.to), by.inclusive);
    case 'yearsSince': {
      const from = valueAt(formData, by.from);
      const to = valueAt(formData, by.to);
      if (dayNumber(to) === null) return null;
      const toText = to as string;
      if (typeof from === 'number' && Number.isInteger(from)) return Math.max(0, Number(ISO_YEAR.exec(toText)?.[1]) - from);
      if (dayNumber(from) === null) return null;
      return Math.max(0, fullYearsOn(from as string, toText));
    }
  }
}

/** The index of the first band whose upper limit `value` does not exceed, or -1 above the last. */
export function bandIndex(bands: readonly number[], value: number): number {
  return bands.findIndex((limit) => value <= limit);
}
