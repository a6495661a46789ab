/**
 * The studio's price panel was a one-price calculator. It now shows the
 * whole rate table, as the rates CLI's spreadsheet has it, with the amount that prices the inputs marked.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeFormSchema } from '../../../src/engine/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { PricePanel } from '../../../src/tools/studio/page/price-panel.js';

const tps = productCatalog().registry.get('TPS');

describe('the studio\'s rate table', () => {
  it('shows every row and band of TPS and marks the cell that prices a 10-day trip to area 07 on Individual Basic', () => {
    if (!tps) throw new Error('no TPS');
    const data = { planCode: 'INDIVIDUAL_BASIC', areaCode: '07', commDate: '2030-01-01', expiryDate: '2030-01-10', insurantInfo: [{}] };
    render(<PricePanel rates={tps.rates} data={data} onChange={() => undefined} composed={composeFormSchema(tps, productCatalog().sharedDefs)} translators={{ tw: (key: string) => key, cn: (key: string) => key, en: (key: string) => key }} />);
    const table = screen.getByTestId('studio-rates');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['planCode', 'areaCode', '3', '6', '10', '15', '31', '90', '180']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 * 9);
    const marked = table.querySelectorAll('[aria-current="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toBe('100');
    expect(marked[0]?.closest('tr')?.textContent).toMatch(/^INDIVIDUAL_BASIC07/);
  });
});
