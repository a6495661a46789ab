import type { FocusEvent, KeyboardEvent } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';

/** One choice of an {@link OptionGroup}. */
export interface OptionItem {
  value: string;
  label: string;
  description?: string;
}

export interface OptionGroupProps {
  id: string;
  options: OptionItem[];
  value: string | undefined;
  onSelect(value: string): void;
  onBlur?(event: FocusEvent<HTMLDivElement>): void;
  disabled?: boolean;
  /** `grid` lays short labels out two or three to a row; `list` gives every option a full-width row. */
  layout: 'grid' | 'list';
  invalid?: boolean;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * A radio group drawn as big tappable tiles, used for selects and radios alike: on a phone a tile is easier
 * to hit than a native select and shows every choice at once. Keyboard users get a real radiogroup: one Tab
 * stop (the chosen tile, or the first), arrow keys move to and choose the next or previous tile, and the
 * group is described by its field's messages.
 */
export function OptionGroup({ id, options, value, onSelect, onBlur, disabled, layout, invalid }: OptionGroupProps) {
  const columns = layout === 'grid' ? (options.length % 3 === 0 && options.every((o) => o.label.length <= 6) ? 3 : 2) : 1;
  const tabStop = options.some((option) => option.value === value) ? value : options[0]?.value;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (step === 0 || disabled) return;
    event.preventDefault();
    const tiles = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    const from = tiles.findIndex((tile) => tile === event.target);
    const to = (Math.max(from, 0) + step + tiles.length) % tiles.length;
    const option = options[to];
    if (!option) return;
    tiles[to]?.focus();
    onSelect(option.value);
  };
  return (
    <div
      id={id}
      role="radiogroup"
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      className={`mo-options mo-options--${layout} mo-options--cols-${columns}`}
      onBlur={onBlur}
      onKeyDown={move}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={option.value === tabStop ? 0 : -1}
            disabled={disabled}
            data-testid={`${id}-option-${option.value}`}
            className={`mo-option${selected ? ' mo-option--selected' : ''}`}
            onClick={() => onSelect(option.value)}
          >
            <span className="mo-option__mark" aria-hidden="true" />
            <span className="mo-option__text">
              <span className="mo-option__label">{option.label}</span>
              {option.description ? <span className="mo-option__description">{option.description}</span> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}
