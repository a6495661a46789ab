import { describe, expect, it } from 'vitest';
import { breakdownAmount } from '../../../src/app/components/breakdown-amount.js';

describe('a premium breakdown line\'s amount', () => {
  it('shows money as money, a count as a multiplier and a factor as a factor with its change, never a factor as money', () => {
    expect(breakdownAmount({ label: 'rating.base', amount: 1620, kind: 'money' }, 'MOP')).toBe('MOP 1,620.00');
    expect(breakdownAmount({ label: 'Coupon', amount: -20, kind: 'money' }, 'MOP')).toBe('− MOP 20.00');
    expect(breakdownAmount({ label: 'rating.persons', amount: 2, kind: 'count' }, 'MOP')).toBe('× 2');
    expect(breakdownAmount({ label: 'rating.vehicleAge', amount: 1.12, kind: 'factor' }, 'MOP')).toBe('×1.12 (+12%)');
    expect(breakdownAmount({ label: 'rating.usage', amount: 1, kind: 'factor' }, 'MOP')).toBe('×1.00 (0%)');
    expect(breakdownAmount({ label: 'rating.noClaims', amount: 0.85, kind: 'factor' }, 'MOP')).toBe('×0.85 (-15%)');
  });
});

describe('a factor\'s change in percent', () => {
  // What the line showed with Intl.NumberFormat, whose first use on a page costs ICU's start-up (decision 019).
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

  it('reads as Intl.NumberFormat with one decimal and the sign unless zero would show', () => {
    for (let thousandths = 0; thousandths <= 3000; thousandths += 1) {
      const factor = thousandths / 1000;
      expect(breakdownAmount({ label: 'rating.x', amount: factor, kind: 'factor' }, 'MOP'))
        .toBe(`×${factor.toFixed(2)} (${intl.format((factor - 1) * 100)}%)`);
    }
  });
});
