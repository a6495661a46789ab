/**
 * A guard against catastrophic backtracking and quadratic scans: every function and every format
 * must answer a 10,000-character adversarial input well within 50 ms. Each call is timed three times
 * and the fastest run counts, so a garbage-collection pause cannot fail the test; a super-linear
 * regression takes seconds, far beyond the bound.
 */
import { describe, it, expect } from 'vitest';
import {
  checkName,
  checkPassword,
  checkPhone,
  checkUpload,
  customFormats,
  displayLength,
  formatMoney,
  normalizePlate,
  policyEndDate,
  startDateFor,
} from '../../../src/engine/validation/index.js';

const SIZE = 10_000;
const BOUND_MS = 50;

/** `unit` repeated and cut to exactly SIZE UTF-16 units, with `tail` replacing the end. */
function adversarial(unit: string, tail = ''): string {
  return (unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE - tail.length) + tail);
}

function fastestMs(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const INPUTS: Record<string, string> = {
  'letters': adversarial('a'),
  'letters then !': adversarial('a', '!'),
  'words then space': adversarial('ab ', ' '),
  'spaces': adversarial(' '),
  'han with dots': adversarial('陳·', '·'),
  'han then ascii': adversarial('陳', 'a'),
  'accents': adversarial('a\u0301', '1'),
  'apostrophes': adversarial("a'", "'"),
  'digits': adversarial('6'),
  'digits then x': adversarial('1', 'x'),
  'id-like': adversarial('1234567(8)'),
  'plate-like': adversarial('MA-12-34 '),
  'separators': adversarial('- '),
  'password-like': adversarial('aB1!'),
  'keyboard runs': adversarial('qwer'),
  'groups': adversarial('abc1'),
  'emoji': adversarial('😀'),
  'date-like': adversarial('2026-11-21T22:00:00', 'Z'),
};

describe(`every rule answers a ${SIZE}-character input in under ${BOUND_MS} ms`, () => {
  const functions: Record<string, (s: string) => unknown> = {
    displayLength: (s) => displayLength(s),
    'checkName zh': (s) => checkName(s, 'zh'),
    'checkName en': (s) => checkName(s, 'en'),
    'checkPhone 853': (s) => checkPhone('853', s),
    'checkPhone 852': (s) => checkPhone('852', s),
    'checkPhone 86': (s) => checkPhone('86', s),
    checkPassword: (s) => checkPassword(s),
    normalizePlate: (s) => normalizePlate(s),
    checkUpload: (s) => checkUpload({ name: s, size: 10, head: new TextEncoder().encode(s.slice(0, 16)) }),
    startDateFor: (s) => startDateFor(s),
    policyEndDate: (s) => policyEndDate(s, 12),
    ...Object.fromEntries(Object.entries(customFormats).map(([name, pattern]) => [`format ${name}`, (s: string) => pattern.test(s)])),
  };

  for (const [name, run] of Object.entries(functions)) {
    it.each(Object.keys(INPUTS))(`${name}: %s`, (inputName) => {
      const input = INPUTS[inputName] ?? '';
      expect(input.length).toBe(SIZE);
      expect(fastestMs(() => run(input))).toBeLessThan(BOUND_MS);
    });
  }

  it('formatMoney on the largest doubles', () => {
    expect(fastestMs(() => [formatMoney(Number.MAX_VALUE, 'wan'), formatMoney(-Number.MAX_VALUE, 'thousands')])).toBeLessThan(BOUND_MS);
  });
});
