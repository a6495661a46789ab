import { ariaDescribedByIds } from '@rjsf/utils';

export interface PickerButtonProps {
  /** The field's id (its label points here); the test id is `<id>-picker`. */
  id: string;
  /** The chosen option's label, or undefined while nothing is chosen. */
  text: string | undefined;
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  onOpen(): void;
}

/** The field of a sheet-backed choice: shows the chosen label (or a placeholder) and opens the sheet on tap. */
export function PickerButton({ id, text, placeholder, disabled, invalid, onOpen }: PickerButtonProps) {
  return (
    <button
      id={id}
      type="button"
      className={`mo-input mo-picker${text === undefined ? ' mo-picker--empty' : ''}${invalid ? ' mo-input--invalid' : ''}`}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      data-testid={`${id}-picker`}
      onClick={onOpen}
    >
      <span className="mo-picker__text">{text ?? placeholder}</span>
      <span className="mo-picker__arrow" aria-hidden="true">›</span>
    </button>
  );
}
