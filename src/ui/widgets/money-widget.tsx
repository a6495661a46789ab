import type { WidgetProps } from '@rjsf/utils';
import { formatMoney, moneyText, type MoneyStyle } from '../../engine/index.js';
import { uiText } from '../form-context.js';

/** An amount as a number: numbers as they are, text such as '1,500,000' (the car limit default) without commas. */
export function moneyAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * A read-only amount (`ui:widget: money`): `ui:options.moneyStyle` `wan` shows x萬 (1,500,000 -> 150萬),
 * `thousands` (the default) 1,500,000.00; `ui:options.currency` (e.g. "MOP") goes in front. Nothing to type, so
 * nothing to get wrong: the value comes from the product's defaults or a quote.
 */
export function MoneyWidget({ id, value, options, registry }: WidgetProps) {
  const style: MoneyStyle = options.moneyStyle === 'wan' ? 'wan' : 'thousands';
  const amount = moneyAmount(value);
  const currency = typeof options.currency === 'string' ? options.currency : '';
  const text = amount === null ? uiText(registry, 'ui.empty') : currency ? moneyText(amount, currency, style) : formatMoney(amount, style);
  return (
    <output id={id} className="mo-money" aria-live="polite">
      {text}
    </output>
  );
}
