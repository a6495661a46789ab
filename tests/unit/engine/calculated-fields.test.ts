/**
 * Calculated fields: a product owner declares in form.schema.json how a value follows
 * from other answers, the engine's own evaluator works it out over a whitelist of functions (never eval),
 * and the storefront, the studio and the gateway all fill it through deriveAnswers. GLF was a golf product
 * copied from TGL with a chosen term: its 7-day policy read "Days covered 3".
 */
import { describe, expect, it } from 'vitest';
import { deriveAnswers, evaluate, type ProductBundle } from '../../../src/engine/index.js';
import { checkProducts, type Finding } from '../../../src/engine/products/check/index.js';
import { lineOf, plant } from '../products/planted-copy.js';
import { loadBundle } from './product-fixture.js';

/** TGL with the user choosing the end of a short trip, as GLF was built: a new order starts 3 days long. */
function golfLike(): ProductBundle {
  const tgl = loadBundle('TGL');
  return { ...tgl, definition: { ...tgl.definition, term: { start: 'basicInfo.startDate', end: 'basicInfo.endDate', defaultDays: 3 } } };
}

describe('calculated fields', () => {
  it('counts the days covered from the chosen dates: 29 Nov to 5 Dec is 7, whatever the form held', () => {
    const answers = { planCode: 'BASIC', basicInfo: { startDate: '2026-11-29', endDate: '2026-12-05', days: '3' } };
    expect(deriveAnswers(golfLike(), answers).basicInfo).toEqual({ startDate: '2026-11-29', endDate: '2026-12-05', days: '7' });
    // A fixed term derives its end first, then the days from it.
    expect(deriveAnswers(loadBundle('MTV'), { basicInfo: { startDate: '2027-03-01' } }).basicInfo).toEqual({ startDate: '2027-03-01', endDate: '2028-02-29', days: '366' });
    // Unanswered inputs leave the field as it is.
    expect(deriveAnswers(golfLike(), { basicInfo: { startDate: '2026-11-29', days: '3' } }).basicInfo).toEqual({ startDate: '2026-11-29', days: '3' });
  });

  it('evaluates only its whitelist: daysBetween, ageAt, sum, min, max over answers', () => {
    const data = { a: 2, b: 5, dob: '2000-02-29', start: '2026-02-28', trip: { from: '2026-11-29', to: '2026-12-05' } };
    expect(evaluate({ daysBetween: [{ var: 'trip.from' }, { var: 'trip.to' }] }, data)).toBe(7);
    expect(evaluate({ ageAt: [{ var: 'dob' }, { var: 'start' }] }, data)).toBe(25);
    expect(evaluate({ sum: [{ var: 'a' }, { var: 'b' }, 1] }, data)).toBe(8);
    expect(evaluate({ min: [{ var: 'a' }, { var: 'b' }] }, data)).toBe(2);
    expect(evaluate({ max: [{ var: 'a' }, { daysBetween: [{ var: 'trip.from' }, { var: 'trip.to' }] }] }, data)).toBe(7);
    expect(evaluate({ sum: [{ var: 'a' }, { var: 'missing' }] }, data)).toBeNull();
    for (const hostile of [{ eval: ['1'] }, { constructor: [] }, { toString: [] }, { var: '__proto__' }, 'process.exit()']) {
      expect(evaluate(hostile, data)).toBeNull();
    }
  });
});

describe('an amount that follows the chosen plan', () => {
  /** The liability limit as an amount, whichever way the form writes it ('1,500,000' or '3000000'). */
  const limitOf = (answers: Record<string, unknown>): number => {
    const basicInfo = deriveAnswers(loadBundle('MTTS'), answers).basicInfo as Record<string, unknown>;
    return Number(String(basicInfo.limit).replaceAll(',', ''));
  };

  it('shows the top-up chosen, not the compulsory MOP 1,500,000 (MTTS)', () => {
    const basicInfo = { startDate: '2026-11-29', limit: '1,500,000', days: '365' };
    expect(limitOf({ planCode: 'PLUS_3M', basicInfo })).toBe(3_000_000);
    expect(limitOf({ planCode: 'PLUS_5M', basicInfo })).toBe(5_000_000);
  });

  it('looks a number up by an answer in a table of the product data; an answer not in it gives nothing', () => {
    const table = { lookup: [{ var: 'planCode' }, { A: 10, B: 20 }] };
    expect(evaluate(table, { planCode: 'B' })).toBe(20);
    expect(evaluate(table, { planCode: 'C' })).toBeNull();
    expect(evaluate(table, {})).toBeNull();
    expect(evaluate({ lookup: [{ var: 'planCode' }, { toString: 1 }] }, { planCode: 'constructor' })).toBeNull();
  });
});

describe('products:check on calculated fields', () => {
  const findingsOf = (schemasDir: string): Finding[] => checkProducts(schemasDir, ['TGL']).findings;

  it('names an unknown function at its expression, with the file and line', () => {
    const { schemasDir, path, text } = plant('products/TGL/form.schema.json', '{ "daysBetween": [{ "var": "basicInfo.startDate" }', '{ "today": [{ "var": "basicInfo.start" }');
    expect(findingsOf(schemasDir).filter((finding) => finding.severity === 'error')).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"x-calc"'),
      message: 'calculated field basicInfo.days: calls "today", which is not a known function (known: daysBetween, ageAt, sum, min, max, lookup)',
    })]);
  });

  it('warns when a read-only field has no expression computing it', () => {
    const { schemasDir } = plant('products/TGL/form.schema.json', ', "x-calc": { "daysBetween": [{ "var": "basicInfo.startDate" }, { "var": "basicInfo.endDate" }] }', '');
    const ui = `${schemasDir}/products/TGL/form.ui.json`;
    expect(findingsOf(schemasDir)).toEqual([expect.objectContaining({
      severity: 'warning', file: ui, path: 'basicInfo.days.ui:readonly',
      message: expect.stringContaining('field "basicInfo.days" is shown read-only but nothing computes it'),
    })]);
  });
});
