import { useState } from 'react';
import { CheckList, Popup } from 'antd-mobile';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  value: string | null;
  choices: Choice[];
  placeholder: string;
  title: string;
  onChange(value: string): void;
  disabled?: boolean;
  testId: string;
}

/** A tappable field that opens a bottom sheet of choices (brands, models, relations...). */
export function ChoiceField({ value, choices, placeholder, title, onChange, disabled = false, testId }: ChoiceFieldProps) {
  const [open, setOpen] = useState(false);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <>
      <button type="button" className={`mine-choice${chosen ? '' : ' mine-choice--empty'}`} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {chosen ? chosen.label : placeholder}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="sheet mine-sheet" destroyOnClose>
        <div className="sheet__title">{title}</div>
        <div className="mine-sheet__list" data-testid={`${testId}-options`}>
          <CheckList
            value={value ? [value] : []}
            onChange={(values) => {
              const next = values[values.length - 1];
              if (typeof next === 'string') onChange(next);
              setOpen(false);
            }}
          >
            {choices.map((choice) => (
              <CheckList.Item key={choice.value} value={choice.value}>{choice.label}</CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}

/** A row of mutually exclusive buttons (gender, document type, area code) for a handful of choices. */
export function Segmented({ value, choices, onChange, testId }: { value: string; choices: Choice[]; onChange(value: string): void; testId: string }) {
  return (
    <div className="mine-segmented" role="radiogroup" data-testid={testId}>
      {choices.map((choice) => (
        <button
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          key={choice.value}
          className={`mine-segmented__item${choice.value === value ? ' mine-segmented__item--active' : ''}`}
          onClick={() => onChange(choice.value)}
          data-testid={`${testId}-${choice.value}`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** A field's error line under its input. */
export function FieldError({ message, testId, id }: { message: string | undefined; testId: string; id?: string }) {
  return message ? <div className="mine-field-error" role="alert" id={id} data-testid={testId}>{message}</div> : null;
}
