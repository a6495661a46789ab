/**
 * The arithmetic behind `npm run bench:web`'s table: medians of runs, p75 of keystrokes (with keystrokes
 * too quick for Event Timing counted at its floor), gzip sums of a page's scripts, the catalogue titles a
 * first HTML shows, and the table's layout.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatTable, gzipSize, gzipSizeSum, kb, median, ms, percentile, ratio } from '../../../src/bench/web/figures.js';
import { titlesShown } from '../../../src/bench/web/first-html.js';
import { EVENT_TIMING_FLOOR_MS, withUnobservedKeystrokes } from '../../../src/bench/web/keystroke-latency.js';
import { pageTyping } from '../../../src/bench/web/typing-comparison.js';

describe('median and percentile', () => {
  it('takes the middle run of an odd count whatever the order, and the upper middle of an even count', () => {
    expect(median([9.3, 7.1, 12.0])).toBe(9.3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('gives the nearest-rank p75: the value with three quarters of the keystrokes at or below it', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(twenty, 75)).toBe(15);
    expect(percentile([50, 10, 40, 20, 30], 75)).toBe(40);
    expect(percentile([89], 75)).toBe(89);
    expect(percentile([], 75)).toBeNaN();
  });
});

describe('keystrokes Event Timing did not report', () => {
  it('count at the 16 ms floor, so 20 keystrokes always give 20 latencies', () => {
    const latencies = withUnobservedKeystrokes([88, 96], 20);
    expect(latencies).toHaveLength(20);
    expect(latencies.filter((value) => value === EVENT_TIMING_FLOOR_MS)).toHaveLength(18);
    expect(percentile(latencies, 75)).toBe(EVENT_TIMING_FLOOR_MS);
  });

  it('keep only as many latencies as keystrokes, the longest, when more interactions were seen', () => {
    expect(withUnobservedKeystrokes([24, 104, 40], 2)).toEqual([104, 40]);
  });
});

describe('a page\'s typing over several rounds', () => {
  it('is the median of the rounds\' p75s and of their CPU per keystroke, so one round caught by a busy spell does not move it', () => {
    const round = (latency: number, mainThreadMsPerKey: number) => ({ latencies: Array<number>(20).fill(latency), mainThreadMsPerKey });
    const typing = pageTyping([round(48, 10.5), round(128, 31), round(56, 11.2), round(48, 9.9), round(64, 12)]);
    expect(typing.p75).toBe(56);
    expect(typing.mainThreadMsPerKey).toBe(11.2);
    expect(typing.roundP75s).toEqual([48, 128, 56, 48, 64]);
  });
});

describe('gzip sizes of what a page loaded', () => {
  it('compresses each script on its own at level 9 and adds the sizes', () => {
    const scripts = ['const a = 1;'.repeat(400), 'export default function b() { return 2; }'.repeat(50)];
    const each = scripts.map((script) => gzipSync(script, { level: 9 }).length);
    expect(gzipSizeSum(scripts)).toBe(each[0]! + each[1]!);
    expect(gzipSizeSum([])).toBe(0);
  });

  it('measures a real gzip of the text: it inflates back to the same text', () => {
    const text = 'label: 投保 '.repeat(100);
    const size = gzipSize(text);
    const packed = gzipSync(Buffer.from(text), { level: 9 });
    expect(size).toBe(packed.length);
    expect(gunzipSync(packed).toString('utf8')).toBe(text);
    expect(size).toBeLessThan(Buffer.byteLength(text));
  });
});

describe('the catalogue in the first HTML', () => {
  it('counts the product titles the markup shows: none for a boot placeholder, each title once', () => {
    const titles = ['私家車保險', '旅遊保險', '家居保險'];
    expect(titlesShown('<div id="root"><div class="boot" role="status"></div></div>', titles)).toBe(0);
    expect(titlesShown('<ul><li>旅遊保險</li><li>私家車保險</li><li>私家車保險</li></ul>', titles)).toBe(2);
  });
});

describe('figures as the table writes them', () => {
  it('writes KB in thousands of bytes, ms under a second and seconds above, ratios with an x', () => {
    expect(kb(313_456)).toBe('313.5 KB');
    expect(ms(370.4)).toBe('370 ms');
    expect(ms(9_300)).toBe('9.3 s');
    expect(ms(Number.NaN)).toBe('?');
    expect(ratio(313, 139)).toBe('2.25x');
    expect(ratio(1, 0)).toBe('?');
  });

  it('lines the columns up under a header and a rule, one line per row, no trailing spaces', () => {
    const table = formatTable([
      { measure: 'home, JS gz', figure: '313.0 KB', against: 'dependency shell 139.0 KB', ratio: '2.25x', target: '<= 1.3x shell' },
      { measure: 'first HTML shows a prerendered shell', figure: 'no', against: '', ratio: '', target: 'yes' },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^measure\s+\| figure\s+\| against \(same run\)\s+\| ratio \| target$/);
    expect(lines[1]).toMatch(/^-+-\|-+-\|-+-\|-+-\|-+$/);
    const columnStarts = (line: string): number[] => [...line.matchAll(/ \| /g)].map((match) => match.index);
    expect(columnStarts(lines[2]!)).toEqual(columnStarts(lines[0]!));
    expect(columnStarts(lines[3]!)).toEqual(columnStarts(lines[0]!));
    expect(lines.every((line) => line === line.trimEnd())).toBe(true);
  });
});
