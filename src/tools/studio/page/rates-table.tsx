import { useMemo } from 'react';
import { pricingCell, ratesGrid, type RatesTable } from '../../../engine/index.js';

export interface RatesTableViewProps {
  rates: RatesTable;
  /** The price inputs: the cell that prices them is highlighted. */
  data: Record<string, unknown>;
}

/**
 * The whole rate table as rates.json holds it (the grid `npm run rates -- export` writes), with the cell that
 * prices the current inputs marked, so an author sees which amount a quote reads and the amounts around it.
 */
export function RatesTableView({ rates, data }: RatesTableViewProps) {
  const grid = useMemo(() => ratesGrid(rates), [rates]);
  const cell = pricingCell(rates, data);
  return (
    <table className="studio-rates" data-testid="studio-rates">
      <thead>
        <tr>{grid.header.map((heading, index) => <th key={index} scope="col">{heading}</th>)}</tr>
      </thead>
      <tbody>
        {grid.rows.map((row, rowIndex) => (
          <tr key={row.keys.join('/')}>
            {row.keys.map((key) => <th key={key} scope="row">{key}</th>)}
            {row.amounts.map((amount, band) => {
              const pricing = cell?.row === rowIndex && cell.band === band;
              return <td key={band} className={pricing ? 'studio-rates__pricing' : undefined} aria-current={pricing ? 'true' : undefined}>{amount}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
