import type { FocusEvent } from 'react';

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

/**
 * A radio group drawn as big tappable tiles, used for selects and radios alike: on a phone a tile is easier
 * to hit than a native select and shows every choice at once. Keyboard users get a real radiogroup.
 */
export function OptionGroup({ id, options, value, onSelect, onBlur, disabled, layout, invalid }: OptionGroupProps) {
  const columns = layout === 'grid' ? (options.length % 3 === 0 && options.every((o) => o.label.length <= 6) ? 3 : 2) : 1;
  return (
    <div
      id={id}
      role="radiogroup"
      aria-invalid={invalid || undefined}
      className={`mo-options mo-options--${layout} mo-options--cols-${columns}`}
      onBlur={onBlur}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
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
