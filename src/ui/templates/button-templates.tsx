import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { uiText } from '../form-context.js';

/** Adds an item (an array card): a dashed full-width button, easy to hit with a thumb. */
export function AddButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, title, ...rest }: IconButtonProps) {
  const label = title ?? uiText(registry, 'ui.addItem');
  return (
    <button type="button" {...rest} className={`mo-add-button ${className ?? ''}`.trim()} data-testid="array-add">
      <span aria-hidden="true">＋</span> {label}
    </button>
  );
}

/** Removes an item: a small text button in the card header. */
export function RemoveButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, title, ...rest }: IconButtonProps) {
  const label = title ?? uiText(registry, 'ui.removeItem');
  return (
    <button type="button" {...rest} className={`mo-remove-button ${className ?? ''}`.trim()}>
      {label}
    </button>
  );
}

/** Items are never reordered, copied or cleared in the storefront's forms: these buttons render nothing. */
export function NoButton(_props: IconButtonProps) {
  return null;
}

/** The wizard draws its own Next/Back buttons outside the form, so the form's submit button renders nothing. */
export function NoSubmitButton(_props: SubmitButtonProps) {
  return null;
}
