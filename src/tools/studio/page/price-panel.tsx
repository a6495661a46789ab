import { useMemo, useState } from 'react';
import { LANGS, ratePremium, valueAt, withValueAt, type JsonSchema, type Lang, type RatesTable } from '../../../engine/index.js';
import type { Translate } from '../../../ui/index.js';
import { breakdownAmount } from '../../../app/components/breakdown-amount.js';
import { money } from '../../../app/components/money.js';
import { priceInputs, type PriceInput } from './price-inputs.js';
import { inputLabel, optionLabel } from './price-labels.js';
import { RatesTableView } from './rates-table.js';

export interface PricePanelProps {
  rates: RatesTable;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  /** The product's composed form: the inputs are labelled with its fields' titles and choices. */
  composed: JsonSchema;
  /** The texts of each language; the panel shows its labels and breakdown in the one the author picks. */
  translators: Record<Lang, Translate>;
}

/** What the panel's language picker calls each language. */
const LANGUAGE_NAMES: Record<Lang, string> = { tw: '繁體', cn: '简体', en: 'English' };

interface InputRowProps {
  input: PriceInput;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  composed: JsonSchema;
  translate: Translate;
}

/** Why the tariff gives no price, in an author's words. */
const FAILURES = {
  missingField: 'An input the tariff reads is empty.',
  unknownRow: 'The tariff has no row for this value.',
  unknownColumn: 'The tariff has no column for this value.',
  outOfBand: 'The period or measure is outside every band of the tariff.',
  unknownValue: 'A factor has no multiplier for this value.',
} as const;

function InputRow({ input, data, onChange, composed, translate }: InputRowProps) {
  const value = valueAt(data, input.field);
  const id = `price-${input.field.replace(/\W/g, '_')}`;
  const set = (next: unknown) => onChange(withValueAt(data, input.field, next));
  let control;
  if (input.kind === 'choice') {
    control = (
      <select id={id} value={String(value ?? '')} onChange={(event) => set(event.target.value)}>
        {input.options.map((option) => <option key={option} value={option}>{optionLabel(composed, input.field, option, translate)}</option>)}
      </select>
    );
  } else if (input.kind === 'date') {
    control = <input id={id} type="date" value={typeof value === 'string' ? value : ''} onChange={(event) => set(event.target.value)} />;
  } else if (input.kind === 'number') {
    control = <input id={id} type="number" value={typeof value === 'number' ? value : ''} onChange={(event) => set(event.target.value === '' ? undefined : Number(event.target.value))} />;
  } else {
    const count = Array.isArray(value) ? value.length : 0;
    control = <input id={id} type="number" min={0} max={20} value={count} onChange={(event) => set(Array.from({ length: Math.max(0, Number(event.target.value)) }, () => ({})))} />;
  }
  return (
    <div className="studio-price__input">
      <label htmlFor={id}>{inputLabel(composed, input, translate)}{input.kind === 'count' ? ' (#)' : null}</label>
      {control}
    </div>
  );
}

/**
 * The premium of the inputs the tariff reads, with its breakdown, computed by the engine's own rating (the
 * gateway quotes with the same function) from rates.json as it is on disk now.
 */
export function PricePanel({ rates, data, onChange, composed, translators }: PricePanelProps) {
  const inputs = useMemo(() => priceInputs(rates), [rates]);
  const [lang, setLang] = useState<Lang>('tw');
  const translate = translators[lang];
  const result = ratePremium(rates, data);
  return (
    <section className="studio-price" aria-labelledby="studio-price-title" lang={lang}>
      <h2 id="studio-price-title">Price</h2>
      <label className="studio-price__lang">
        Language{' '}
        <select data-testid="studio-price-lang" value={lang} onChange={(event) => setLang(event.target.value as Lang)}>
          {LANGS.map((candidate) => <option key={candidate} value={candidate}>{LANGUAGE_NAMES[candidate]}</option>)}
        </select>
      </label>
      {inputs.map((input) => <InputRow key={input.field} input={input} data={data} onChange={onChange} composed={composed} translate={translate} />)}
      {result.ok ? (
        <>
          <p className="studio-price__premium" data-testid="studio-premium">{money(result.premium, result.currency)}</p>
          <table className="studio-price__breakdown">
            <tbody>
              {result.breakdown.map((line, index) => (
                <tr key={index}><th scope="row">{translate(line.label)}</th><td>{breakdownAmount(line, result.currency)}</td></tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="studio-price__none" data-testid="studio-premium">No price: {FAILURES[result.reason]}</p>
      )}
      <RatesTableView rates={rates} data={data} />
    </section>
  );
}
