import { useState } from 'react';
import './prefill-choosers.css';
import { blockCount, type PrefillTarget } from '../../../engine/index.js';
import type { Translate } from '../../../ui/index.js';
import type { SavedChoice, SavedPrefill } from './saved-prefill.js';

export interface PrefillChoosersProps {
  /** The step's insured-person and car blocks. */
  targets: readonly PrefillTarget[];
  data: Record<string, unknown>;
  saved: SavedPrefill;
  t: Translate;
  /** Fill block `index` of `target` with the chosen person's or car's values. */
  onPick(target: PrefillTarget, index: number, values: Record<string, unknown>): void;
}

function labelOf(target: PrefillTarget, index: number, t: Translate): string {
  if (target.kind === 'car') return t('prefill.carLabel');
  return target.list ? t('prefill.insuredLabel', { index: index + 1 }) : t('prefill.insuredSingleLabel');
}

/**
 * One "fill from" select per insured person (myself and each saved relative) and per car (each saved car),
 * above the step's form: a native select, so it is labelled, keyboard reachable and a phone's own picker.
 * What was filled in is announced; the fields stay editable.
 */
export function PrefillChoosers({ targets, data, saved, t, onPick }: PrefillChoosersProps) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [announced, setAnnounced] = useState('');
  const blocks = targets.flatMap((target) => {
    const choices = target.kind === 'car' ? saved.cars : saved.people;
    if (choices.length === 0) return [];
    return Array.from({ length: blockCount(data, target) }, (_, index) => ({ target, index, choices, id: `prefill-${target.field}-${index}` }));
  });
  if (blocks.length === 0) return null;

  const pick = (target: PrefillTarget, index: number, id: string, choices: SavedChoice[], key: string) => {
    setChosen((previous) => ({ ...previous, [id]: key }));
    const choice = choices.find((candidate) => candidate.key === key);
    if (!choice) return;
    onPick(target, index, choice.values);
    setAnnounced(t('prefill.filled', { name: choice.label(t) }));
  };

  return (
    <section className="order-prefill">
      {blocks.map(({ target, index, choices, id }) => (
        <div className="mo-field" key={id}>
          <label className="mo-field__label" htmlFor={id}>{labelOf(target, index, t)}</label>
          <select id={id} data-testid={id} className="mo-input" value={chosen[id] ?? ''} onChange={(event) => pick(target, index, id, choices, event.target.value)}>
            <option value="">{t('prefill.choose')}</option>
            {choices.map((choice) => <option key={choice.key} value={choice.key}>{choice.label(t)}</option>)}
          </select>
        </div>
      ))}
      <p className="order-prefill__status" role="status" data-testid="prefill-status">{announced}</p>
    </section>
  );
}
