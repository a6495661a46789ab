import type { ReactNode } from 'react';

export interface CheckRowProps {
  id: string;
  name?: string;
  checked: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts that describe the box (its error message). */
  describedBy?: string;
  onChange(checked: boolean): void;
  onBlur?(checked: boolean): void;
  children: ReactNode;
  testId?: string;
}

/**
 * A large tappable row with a check mark and its label around a real checkbox input: reachable by Tab,
 * toggled with Space, announced with its label, and drawn with the global focus ring on the row. The
 * form's checkbox widget and the pages' own confirmations (e.g. the identity confirmation) share it.
 */
export function CheckRow({ id, name, checked, disabled, invalid, describedBy, onChange, onBlur, children, testId }: CheckRowProps) {
  return (
    <label className={`mo-checkbox${checked ? ' mo-checkbox--checked' : ''}${invalid ? ' mo-checkbox--invalid' : ''}`} htmlFor={id} data-testid={testId}>
      <input
        id={id}
        name={name ?? id}
        type="checkbox"
        className="mo-checkbox__input"
        checked={checked}
        disabled={disabled}
        onChange={({ target }) => onChange(target.checked)}
        onBlur={onBlur ? ({ target }) => onBlur(target.checked) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <span className="mo-checkbox__box" aria-hidden="true" />
      <span className="mo-checkbox__label">{children}</span>
    </label>
  );
}
