/**
 * The studio's "Changes since the last commit" grouped product.json, the form files and rates.json, and left out
 * benefits.json, which is part of a product version: a lowered limit did not show.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommittedChanges } from '../../../src/tools/studio/page/committed-changes.js';

describe('the studio\'s changes since the last commit', () => {
  it('shows a change to the covers in its own group beside the rates', () => {
    render(<CommittedChanges repricing={null} changes={[
      { file: 'products/TPS/rates.json', kind: 'rates', path: 'table.INDIVIDUAL_BASIC.07.6', before: 490, after: 495 },
      { file: 'products/TPS/benefits.json', kind: 'covers', path: 'plans.INDIVIDUAL_BASIC.medical.limit', before: 200000, after: 100000 },
    ]} />);
    const groups = [...screen.getByTestId('studio-diff').querySelectorAll('details')].map((group) => group.textContent);
    expect(groups).toEqual([
      'Rates (1)products/TPS/rates.json table.INDIVIDUAL_BASIC.07.6: 490 → 495',
      'Covers (1)products/TPS/benefits.json plans.INDIVIDUAL_BASIC.medical.limit: 200000 → 100000',
    ]);
  });
});
