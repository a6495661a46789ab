import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RichText } from './rich-text.js';

export interface ConfirmOptions {
  title: string;
  /** Rich text (sanitised before display). */
  html: string;
  /** Default: the translated "confirm" (docs/spec/storefront-spec.md#8-the-error-catalogue). */
  confirmText?: string;
  /** Default: the translated "cancel". */
  cancelText?: string;
}

export interface ConfirmModalProps extends ConfirmOptions {
  visible: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirm modal of docs/spec/storefront-spec.md#8-the-error-catalogue: a title, rich-text content, confirm and cancel buttons. */
export function ConfirmModal({ visible, title, html, confirmText, cancelText, onConfirm, onCancel }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      title={<span data-testid="confirm-modal-title">{title}</span>}
      content={<RichText html={html} className="confirm-modal__content" testId="confirm-modal-content" />}
      closeOnMaskClick={false}
      onClose={onCancel}
      actions={[[
        { key: 'cancel', text: <span data-testid="confirm-modal-cancel">{cancelText ?? t('app.cancel')}</span>, onClick: onCancel },
        { key: 'confirm', text: <span data-testid="confirm-modal-confirm">{confirmText ?? t('app.confirm')}</span>, bold: true, onClick: onConfirm },
      ]]}
    />
  );
}

/** The same modal, imperatively: resolves true on confirm, false on cancel. */
export function showConfirm(t: (key: string) => string, options: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: <span data-testid="confirm-modal-title">{options.title}</span>,
    content: <RichText html={options.html} className="confirm-modal__content" testId="confirm-modal-content" />,
    confirmText: <span data-testid="confirm-modal-confirm">{options.confirmText ?? t('app.confirm')}</span>,
    cancelText: <span data-testid="confirm-modal-cancel">{options.cancelText ?? t('app.cancel')}</span>,
  });
}
